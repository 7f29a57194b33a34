import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { ARTICLES, MESSAGES, visualIdentitySchema } from '@lastro/domain';
import { FormSelectField, FormTextField, SubmitButton, SubmitForm, useToast, validHandler } from '../../../../components';
import { usePermissions } from '../../../../lib/permissions';
import { useVisualIdentity } from '../../api/get-visual-identity';
import { useSaveVisualIdentity } from '../../api/save-visual-identity';
import type { VisualIdentity } from '../../types';
import { ImagePicker } from './ImagePicker';
import { useZodForm } from '../../../../lib/useZodForm';

const M = MESSAGES.creditors;

/** 'Identidade Visual': site URL, primary colour (hex text and picker), logo, image, article, product text. */
export function VisualIdentityTab({ creditorId }: { creditorId: string }) {
  const query = useVisualIdentity(creditorId);
  if (query.isPending) return <LinearProgress />;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  return <VisualIdentityForm key={query.data?.id ?? 'new'} creditorId={creditorId} current={query.data} />;
}

function VisualIdentityForm({ creditorId, current }: { creditorId: string; current: VisualIdentity | null }) {
  const toast = useToast();
  const { can } = usePermissions();
  const save = useSaveVisualIdentity(creditorId);
  const [logo, setLogo] = useState<File | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [fileErrors, setFileErrors] = useState<{ logo?: string; image?: string }>({});
  const form = useZodForm(visualIdentitySchema, {
    mode: 'onTouched',
    defaultValues: {
      path_url: current?.path_url ?? '',
      color_hex: current?.color_hex ?? '#0E97F7',
      article: current?.article ?? '',
      product_service: current?.product_service ?? '',
    },
  });
  const editable = current ? can('cad_fornecedor_identidade_visual', 'edit') : can('cad_fornecedor_identidade_visual', 'create');
  const { isDirty } = form.formState;
  const color = useWatch({ control: form.control, name: 'color_hex' });
  const missingFiles = !current && (!logo || !image);
  const changed = isDirty || Boolean(logo) || Boolean(image);

  const submit = validHandler(form, async (values) => {
    await save.mutateAsync({ visualId: current?.id ?? null, input: { ...values, file_logo: logo, file_image: image } });
    toast.success(current ? M.updatedDone : M.created);
  });

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <SubmitForm form={form} onValid={submit} aria-label={M.visualIdentityTab}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={form.control}
              name="path_url"
              label={M.siteUrlLabel}
              disabled={!editable}
              placeholder={M.siteUrlPlaceholder}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <FormTextField
                control={form.control}
                name="color_hex"
                label={M.primaryColorLabel}
                required
                disabled={!editable}
              />
              <Box
                component="input"
                type="color"
                aria-label={M.colorPicker}
                disabled={!editable}
                value={/^#[0-9a-fA-F]{6}$/.test(color) ? color : '#000000'}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
                  form.setValue('color_hex', e.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
                }
                sx={{ width: 48, height: 40, p: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
              />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormSelectField
              control={form.control}
              name="article"
              label={M.articleLabel}
              required
              disabled={!editable}
              options={ARTICLES}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            <FormTextField
              control={form.control}
              name="product_service"
              label={M.productServiceLabel}
              required
              disabled={!editable}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ImagePicker
              label={M.logoLabel}
              name="file_logo"
              currentUrl={current?.path_logo}
              currentLabel={M.currentLogo}
              file={logo}
              disabled={!editable}
              error={fileErrors.logo}
              onChange={(file, error) => {
                setLogo(file);
                setFileErrors((e) => ({ ...e, logo: error }));
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ImagePicker
              label={M.imageLabel}
              name="file_image"
              currentUrl={current?.path_image}
              currentLabel={M.currentImage}
              file={image}
              disabled={!editable}
              error={fileErrors.image}
              onChange={(file, error) => {
                setImage(file);
                setFileErrors((e) => ({ ...e, image: error }));
              }}
            />
          </Grid>
          {editable ? (
            <Grid size={12} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <SubmitButton
                pending={save.isPending}
                disabled={missingFiles || !changed || Boolean(fileErrors.logo || fileErrors.image)}
              />
            </Grid>
          ) : null}
        </Grid>
      </SubmitForm>
    </Paper>
  );
}
