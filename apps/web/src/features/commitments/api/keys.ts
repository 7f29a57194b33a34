export { commitmentKeys } from '../../../lib/dealQueries';
