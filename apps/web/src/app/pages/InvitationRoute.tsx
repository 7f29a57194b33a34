import UnderConstructionPage from './UnderConstructionPage';

/** The invitation page arrives with the access module; until then the route says so honestly. */
export default function InvitationRoute() {
  return <UnderConstructionPage />;
}
