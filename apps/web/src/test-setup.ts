import { loadPanelTexts, loadScreenTexts } from './lib/i18n.ts';

// Screens are rendered on their own in unit tests, without the panel route that loads their texts.
await Promise.all([loadPanelTexts(), loadScreenTexts()]);
