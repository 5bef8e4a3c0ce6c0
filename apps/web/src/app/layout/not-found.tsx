export { NotFoundPage as NotFound } from '../../components/status-page.tsx';
