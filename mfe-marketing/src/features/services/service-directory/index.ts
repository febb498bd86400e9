export { ServiceDirectory, type ServiceDirectoryProps } from './service-directory';
