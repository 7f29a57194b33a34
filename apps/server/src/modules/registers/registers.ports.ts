import type { ImageStore } from '../../integrations/images';
import type { ModuleContext, ModuleServices } from '../../lib/module';
import type { ModulePart } from '../../lib/module-parts';

/** What each part of the registers module receives: the module's context and the logos' store. */
export interface RegistersPartContext extends ModuleContext {
  logos: ImageStore;
}

/** What each part contributes; the module file puts them together (composeParts). */
export type RegistersPart = ModulePart<ModuleServices['registers']>;

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
