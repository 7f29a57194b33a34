declare module '../../lib/module' {
  interface ModuleServices {
    registers: {
      banks: {
        findByCode(code: string): Promise<{ bank_code: string; bank_ispb: string; bank_name: string } | null>;
      };
      /** Display names of acquirers (by CNPJ) and arrangements (by payment arrangement code, e.g. VCC). */
      names(): Promise<{ acquirers: Map<string, string>; arrangements: Map<string, string> }>;
      /** Every acquirer of the register with its logo path (merchant acquirer links). */
      acquirerList(): Promise<{ id: number; acquirer_name: string; document_number: string; path: string | null; active: boolean }[]>;
    };
  }
}

export {};
