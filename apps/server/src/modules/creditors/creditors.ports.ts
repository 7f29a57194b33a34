declare module '../../lib/module' {
  interface ModuleServices {
    creditors: {
      /** Whether some creditor's bank domicile uses the bank code (the registers refuse deleting it). */
      bankCodeInUse(bankCode: string): Promise<boolean>;
    };
  }
}

export {};
