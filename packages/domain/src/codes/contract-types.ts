/** Contract type of a commitment (deal `contract_type`). */
export const CONTRACT_TYPE = { trocaDeTitularidade: 1, cessao: 2 } as const;
export type ContractType = (typeof CONTRACT_TYPE)[keyof typeof CONTRACT_TYPE];

export const CONTRACT_TYPES = [
  { value: 1, label: 'Troca de Titularidade' },
  { value: 2, label: 'Cessão' },
] as const satisfies readonly { value: ContractType; label: string }[];
