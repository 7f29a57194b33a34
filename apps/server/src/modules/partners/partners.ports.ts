declare module '../../lib/module' {
  interface ModuleServices {
    partners: {
      exists(partnerId: string): Promise<boolean>;
    };
  }
}

export {};
