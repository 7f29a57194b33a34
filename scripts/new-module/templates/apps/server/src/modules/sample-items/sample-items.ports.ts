/**
 * What the sample-items module offers the other modules (reached through ctx.use('sample-items')).
 * Another module imports this file for its types only; it never reads sample_items itself.
 */
declare module '../../lib/module' {
  interface ModuleServices {
    'sample-items': {
      exists(sampleItemId: string): Promise<boolean>;
    };
  }
}

export {};
