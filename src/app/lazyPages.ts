import { lazyWithChunkTimeout } from './lazyWithChunkTimeout';

// Each fetched when first visited: nobody who never opens one downloads it.
export const ContactsPage = lazyWithChunkTimeout(
  'contacts',
  () => import('../features/contacts/ContactsPage'),
  (module) => module.ContactsPage,
);

export const AccountPage = lazyWithChunkTimeout(
  'account',
  () => import('../features/account/AccountPage'),
  (module) => module.AccountPage,
);

export const TemplatesPage = lazyWithChunkTimeout(
  'templates',
  () => import('../features/templates/TemplatesPage'),
  (module) => module.TemplatesPage,
);

// From the Messages page's chunk, which holds most of what it needs; then its own part.
export const SendToManyPage = lazyWithChunkTimeout(
  'send-to-many',
  () => import('../features/messages/MessagesPage'),
  (module) => module.SendToManyPage,
);
