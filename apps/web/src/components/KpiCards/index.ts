export { KpiCards } from './KpiCards';
export type { KpiCard, KpiCardsProps } from './KpiCards';
