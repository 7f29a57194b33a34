import { MESSAGES, visualIdentitySchema } from '@lastro/domain';
import type { ImageStore, MultipartForm } from '../../../integrations/images';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../plugins/route-auth';
import { iso, isUuid } from '../creditors.common';
import type { VisualIdentityRepository, VisualIdentityRow } from './visual-identity.repository';

const M = MESSAGES.creditors;

export function toVisualIdentityReply(row: VisualIdentityRow) {
  return {
    id: row.id,
    creditor_id: row.creditorId,
    color_hex: row.colorHex,
    path_logo: row.pathLogo,
    path_image: row.pathImage,
    path_url: row.pathUrl ?? '',
    article: row.article,
    product_service: row.productService,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt),
  };
}

/** The texts of the multipart form, checked with the form's own schema (spec messages). */
function parseTexts(fields: Record<string, string>) {
  const parsed = visualIdentitySchema.safeParse(fields);
  if (!parsed.success) throw badRequest([...new Set(parsed.error.issues.map((i) => i.message))]);
  return parsed.data;
}

export function createVisualIdentityService(
  repo: VisualIdentityRepository,
  images: ImageStore,
  creditors: { assertVisible(auth: AuthContext, id: string): Promise<void> },
) {
  /** Stores the uploaded pictures (magic bytes checked, ≤1200x1200 png); both or neither on failure. */
  async function storeFiles(form: MultipartForm) {
    const stored: { logo?: string; image?: string } = {};
    try {
      if (form.files.file_logo) stored.logo = (await images.save(form.files.file_logo)).url;
      if (form.files.file_image) stored.image = (await images.save(form.files.file_image)).url;
    } catch (err) {
      await images.remove(stored.logo);
      throw err;
    }
    return stored;
  }

  return {
    /** The creditor's visual identity, or null when none was registered yet. */
    async get(auth: AuthContext, creditorId: string) {
      await creditors.assertVisible(auth, creditorId);
      const row = await repo.findByCreditor(creditorId);
      return row ? toVisualIdentityReply(row) : null;
    },

    async create(auth: AuthContext, creditorId: string, form: MultipartForm) {
      await creditors.assertVisible(auth, creditorId);
      const texts = parseTexts(form.fields);
      const missing = [
        !form.files.file_logo ? `${M.logoLabel}: ${MESSAGES.validation.required}` : null,
        !form.files.file_image ? `${M.imageLabel}: ${MESSAGES.validation.required}` : null,
      ].filter((m): m is string => m !== null);
      if (missing.length) throw badRequest(missing);
      if (await repo.findByCreditor(creditorId)) throw conflict();
      const files = await storeFiles(form);
      const row = await repo.insert({
        creditorId,
        colorHex: texts.color_hex.toUpperCase(),
        pathLogo: files.logo!,
        pathImage: files.image!,
        pathUrl: texts.path_url || null,
        article: texts.article,
        productService: texts.product_service,
      });
      if (!row) {
        // Another request registered it in between: keep theirs, drop our pictures.
        await images.remove(files.logo);
        await images.remove(files.image);
        throw conflict();
      }
      return toVisualIdentityReply(row);
    },

    /** PATCH: the texts, and the pictures that were sent (the others are kept). */
    async update(auth: AuthContext, creditorId: string, visualId: string, form: MultipartForm) {
      await creditors.assertVisible(auth, creditorId);
      const current = isUuid(visualId) ? await repo.findByCreditor(creditorId) : undefined;
      if (!current || current.id !== visualId) throw notFound();
      const texts = parseTexts(form.fields);
      const files = await storeFiles(form);
      const row = await repo.update(current.id, {
        colorHex: texts.color_hex.toUpperCase(),
        pathUrl: texts.path_url || null,
        article: texts.article,
        productService: texts.product_service,
        ...(files.logo ? { pathLogo: files.logo } : {}),
        ...(files.image ? { pathImage: files.image } : {}),
        updatedAt: new Date(),
      });
      if (files.logo) await images.remove(current.pathLogo);
      if (files.image) await images.remove(current.pathImage);
      return toVisualIdentityReply(row);
    },
  };
}

export type VisualIdentityService = ReturnType<typeof createVisualIdentityService>;
