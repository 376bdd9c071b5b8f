export * from './accounts';
export * from './contract';
export * from './publicationStatuses';
export { mercadoLibrePublications } from './publications';
