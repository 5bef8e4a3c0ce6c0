export { NotFoundPage as NotFound } from '#web/components/status-page.tsx';
