import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Tabs and dialogs of the pages are lazy chunks (lib/lazyNamed): the first time a test shows
// one, its module is transformed and imported then, which on a busy machine can take longer
// than the 1 s that findBy/waitFor wait by default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
