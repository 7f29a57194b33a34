import { MESSAGES } from '@lastro/domain';

/** Placeholder until the merchants screens land (issue "Merchants"). */
export default function MerchantsListPage() {
  return <p>{MESSAGES.merchants.listTitle}</p>;
}
