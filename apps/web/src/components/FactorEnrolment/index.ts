export { FactorEnrolment, type FactorEnrolmentProps } from './FactorEnrolment';
