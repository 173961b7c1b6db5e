// The invitation plan: the user's invitation link and invitees, and what other modules do with invitations
// (tie a new account to its inviter at sign-up, reward the inviter at the invitee's first payment).
import fp from 'fastify-plugin';
import { inviteRoutes } from './routes';

export { linkInvitation, rewardInviter } from './service';

export const inviteModule = fp(async (app) => inviteRoutes(app), { name: 'invite' });
