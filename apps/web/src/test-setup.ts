import { configure } from '@testing-library/react';
import { loadPanelTexts, loadScreenTexts } from './lib/i18n.ts';

// Screens are rendered on their own in unit tests, without the panel route that loads their texts.
await Promise.all([loadPanelTexts(), loadScreenTexts()]);

// findBy… and waitFor wait up to 5 s instead of 1 s: a toast's lazily loaded layer took longer
// than 1 s on a 2-core machine running the browser tests beside (a wait ends as soon as it holds).
configure({ asyncUtilTimeout: 5_000 });
