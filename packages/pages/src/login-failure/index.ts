export { LoginFailurePage, LoginFailureView } from './LoginFailurePage';
