import type pg from 'pg';
import { registryError } from '../errors';
import type { OptIn, OptInRequest, OptOutRequest } from '../registry';
import { clockIn, today } from './clock';
import { newId, norm, normList, refuse } from './conventions';
import { checkScope } from './scope';
import { lockMerchant, type Q } from './sql';

interface OptInRow {
  identificador: string;
  financiador: string;
  ufr: string;
  data_assinatura: string;
  data_inicio: string;
  data_fim: string;
  credenciadoras: string[];
  arranjos: string[];
  data_optout: string | null;
}

const OPTIN_COLUMNS = `identificador, financiador, ufr, data_assinatura::text, data_inicio::text, data_fim::text,
  credenciadoras, arranjos, data_optout::text`;

function toOptIn(r: OptInRow, today: string): OptIn {
  const active = r.data_optout === null && r.data_inicio <= today && r.data_fim >= today;
  return {
    identificador: r.identificador,
    financiador: r.financiador,
    ufr: r.ufr,
    dataAssinatura: r.data_assinatura,
    dataInicio: r.data_inicio,
    dataFim: r.data_fim,
    credenciadoras: r.credenciadoras,
    arranjos: r.arranjos,
    status: active ? 'ativo' : 'inativo',
    dataOptOut: r.data_optout,
  };
}

export async function optIn(q: Q, req: OptInRequest, protocolo: string): Promise<OptIn> {
  const ufr = norm(req.ufr);
  const financiador = norm(req.financiador);
  const credenciadoras = normList(req.credenciadoras, norm);
  const arranjos = normList(req.arranjos, (s) => s.trim().toUpperCase());
  const today = await clockIn(q);
  if (req.dataFim < req.dataInicio) throw refuse(registryError('invalidPeriod'));
  if (req.dataFim < today) throw refuse(registryError('optInExpired'));
  await lockMerchant(q, ufr);
  await checkScope(q, ufr, credenciadoras, arranjos, today);
  const [row] = await q<OptInRow>(
    `insert into registry.optins (identificador, financiador, ufr, data_assinatura, data_inicio, data_fim, credenciadoras, arranjos, protocolo)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${OPTIN_COLUMNS}`,
    [
      newId('OPT'),
      financiador,
      ufr,
      req.dataAssinatura,
      req.dataInicio,
      req.dataFim,
      credenciadoras,
      arranjos,
      protocolo,
    ],
  );
  return toOptIn(row!, today);
}

export async function optOut(q: Q, req: OptOutRequest): Promise<OptIn> {
  const today = await clockIn(q);
  const [row] = await q<OptInRow>(
    `update registry.optins set data_optout = coalesce(data_optout, $4)
     where identificador = $1 and financiador = $2 and ufr = $3 returning ${OPTIN_COLUMNS}`,
    [req.identificadorOptIn, norm(req.financiador), norm(req.ufr), today],
  );
  if (!row) throw refuse(registryError('optInNotFound'));
  return toOptIn(row, today);
}

export async function listOptIns(pool: pg.Pool, query: { ufr: string; financiador?: string }): Promise<OptIn[]> {
  const day = await today(pool);
  const { rows } = await pool.query<OptInRow>(
    `select ${OPTIN_COLUMNS} from registry.optins where ufr = $1 and ($2::text is null or financiador = $2)
     order by data_inicio desc, identificador`,
    [norm(query.ufr), query.financiador ? norm(query.financiador) : null],
  );
  return rows.map((r) => toOptIn(r, day));
}
