import { MESSAGES } from '@lastro/domain';

/** Placeholder until the merchants screens land (issue "Merchants"). */
export default function MerchantCreatePage() {
  return <p>{MESSAGES.merchants.listTitle}</p>;
}
