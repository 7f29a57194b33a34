declare module '../../lib/module' {
  interface ModuleServices {
    registers: {
      banks: {
        findByCode(code: string): Promise<{ bank_code: string; bank_ispb: string; bank_name: string } | null>;
      };
    };
  }
}

export {};
