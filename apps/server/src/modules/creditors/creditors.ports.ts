declare module '../../lib/module' {
  interface ModuleServices {
    creditors: {
      /** Whether some creditor's bank domicile uses the bank code (the registers refuse deleting it). */
      bankCodeInUse(bankCode: string): Promise<boolean>;
      /** Whether a creditor with this id exists (any text: a malformed id is simply no creditor). */
      exists(creditorId: string): Promise<boolean>;
      /** A creditor's company name (razão social), or null when there is no such creditor. */
      companyNameOf(creditorId: string): Promise<string | null>;
    };
  }
}

export {};
