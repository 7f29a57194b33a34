import type { FilesService } from './files.service';

/** Generated files (exports) as other modules store and link them. */
export type FilesPort = Pick<FilesService, 'findForJob' | 'saveJobFile' | 'storage'> & {
  /** The API address a stored file downloads from. */
  downloadPath(id: string): string;
};

declare module '../../lib/module' {
  interface ModuleServices {
    files: FilesPort;
  }
}
