import { config } from 'zod/mini';

// The web app runs under a Content-Security-Policy without 'unsafe-eval': zod's compiled
// (new Function) fast path would be refused, and even its probe is reported as a violation.
// zod probes when a schema is built, so this runs before any module of the package builds one:
// the index imports this file first.
config({ jitless: true });
