export * from '@vitrina/mf-kit/breadcrumbs';
