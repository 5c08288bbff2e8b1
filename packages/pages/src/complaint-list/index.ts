// ComplaintListView is not re-exported: the page loads it as a chunk of its own.
export { ComplaintListPage } from './ComplaintListPage';
