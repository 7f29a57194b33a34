import '@lastro/domain/zod-config';
import { z } from 'zod';

// The domain turns zod's compiled fast path off for the browser, whose Content-Security-Policy
// refuses eval. The server has no such policy and validates rows in bulk (imports: ~35 µs a row
// without it), so it compiles again. Imported after the domain so this setting is the last word.
z.config({ jitless: false });
