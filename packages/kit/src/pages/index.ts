export * from './shell';
export * from './customer-service';
export * from './loan-detail';
