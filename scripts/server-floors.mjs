// The server's floors, bottom up (docs/architecture.md, "Server floors"): a module imports only from
// its own floor and those below. ESLint enforces it (eslint.config.js) and `npm run graph` prints the
// folder graph and fails on a loop (scripts/folder-graph.mjs). Names are under src/server.
export const SERVER_FLOORS = [
  { name: 'foundation', members: ['config.ts', 'errors.ts', 'logger.ts', 'app-root.ts'] },
  { name: 'database', members: ['db'] },
  { name: 'services', members: ['security', 'storage', 'i18n', 'events', 'mail'] },
  { name: 'jobs', members: ['jobs'] },
  { name: 'policy', members: ['policy'] },
  // What features are built with: route declarations and the app's parts (feature-kit), who is online
  // (presence), and uploaded images with their quota and sweep (uploads).
  { name: 'feature kit', members: ['feature-kit', 'presence', 'uploads'] },
  { name: 'features', members: ['features'] },
  // The app's wiring: Fastify hooks and pages (wiring), and the parts that read several features or
  // serve the whole site: link previews, health checks, crawlers' files, operator commands.
  { name: 'wiring', members: ['wiring', 'link-previews', 'health', 'crawling', 'operator'] },
  { name: 'app', members: ['app.ts', 'start.ts', 'main.ts'] },
  { name: 'seed and test', members: ['seed', 'test'] },
];

// The edges between features that are real dependencies; any other is refused. A feature reaches
// another only through its index.ts (what it offers other folders), never its internals.
export const FEATURE_DEPENDENCIES = {
  account: [
    'auth', // an account's sessions, tokens and password rule are auth's
    'two-factor', // a sensitive change asks for the second factor
    'service-requests', // the files of the requests a member sent or received go with the account
  ],
  auth: ['two-factor'], // signing in asks for the second factor
  blocks: ['profiles'], // a block names a visible profile by its handle
  collections: [
    'profiles', // a profile lists its public collections
    'projects', // a save names a project its member may see
  ],
  comments: [
    'notifications', // the author hears of a comment
    'projects', // a comment hangs on a project its reader may see
  ],
  events: ['auth'], // a stream ends with its session
  feedback: ['notifications'], // its sender hears when it is resolved
  federation: [
    'comments', // a reply from another server is a comment
    'notifications', // a member hears of a follow waiting for them
    'profiles', // a visible profile is an actor
    'stats', // NodeInfo tells the counts visitors see
    'standing', // a banned member's actor is gone
  ],
  home: [
    'search', // a suggested creator's newest works, as People shows them
    'projects', // a project in the feed is a card as everywhere
    'services', // and so is a service
  ],
  follows: ['notifications', 'profiles'],
  messages: ['notifications', 'profiles'],
  moderation: [
    'account', // removing a member deletes their account
    'notifications', // members hear of staff decisions
    'service-requests', // a report lists the requests whose workspaces it opens to staff
    'standing', // the appeal a member sent
  ],
  profiles: [
    'projects', // a profile shows its work
    'services', // and its services
  ],
  'quick-search': ['search', 'services'], // the top bar suggests from each list's own search
  projects: [
    'moderation', // showing a held project lifts its hold
    'drafts', // publishing from a draft deletes it in the same transaction
    'insights', // a project's page shows its views when its creator chooses
  ],
  reports: ['projects'],
  'service-requests': ['notifications'],
  'service-reviews': ['notifications'],
  search: ['projects'], // Explore's results are project cards as everywhere
  services: [
    'moderation', // as projects
    'drafts', // as projects
    'search', // search's word matching
    'service-requests', // a deleted service's requests take their files with them
  ],
  stats: ['projects', 'services'], // the landing page's newest work, as cards
};

/** The folder a server module belongs to: a root file, a floor folder, or one feature. */
export function serverFolderOf(relativePath) {
  const parts = relativePath.split('/');
  if (parts.length === 1) return parts[0];
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}
