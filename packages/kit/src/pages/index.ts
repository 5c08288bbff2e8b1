export * from './shell';
export * from './customer-service';
