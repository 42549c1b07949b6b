// The public pages the page figures load, found through the app's own API as a visitor would find
// them: the newest published project on Explore gives a creator with projects and a project page, the
// newest active service a service page. So the same code picks real pages on the seeded bench database
// and on any other server (a demo one, a production one).

/** A page of the web app: its name in the tables and its path. */
export type PublicPage = { name: string; path: string };

export type PublicPages = {
  /** Every public page route, one real page each, and /auth, in the order of the tables. */
  pages: PublicPage[];
  /** The creator of the profile and project pages. */
  handle: string;
  home: PublicPage;
  explore: PublicPage;
  profile: PublicPage;
  project: PublicPage;
};

async function firstItem(baseUrl: string, path: string): Promise<Record<string, unknown>> {
  const response = await fetch(baseUrl + path);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const { items } = (await response.json()) as { items: Record<string, unknown>[] };
  const item = items[0];
  if (!item) throw new Error(`GET ${path} listed nothing: the page figures need a community`);
  return item;
}

const text = (value: unknown, name: string) => {
  if (typeof value !== 'string' || value === '') throw new Error(`the API answered no ${name}`);
  return value;
};

export async function findPublicPages(baseUrl: string): Promise<PublicPages> {
  const project = await firstItem(baseUrl, '/api/explore');
  const service = await firstItem(baseUrl, '/api/services');
  const handle = text(project.ownerHandle, 'ownerHandle');
  const slug = text(project.slug, 'slug');
  const serviceId = text(service.id, 'service id');
  const home = { name: 'home', path: '/' };
  const explore = { name: 'explore', path: '/explore' };
  const profile = { name: 'profile', path: `/${encodeURIComponent(handle)}` };
  const projectPage = { name: 'project', path: `/${encodeURIComponent(handle)}/${encodeURIComponent(slug)}` };
  return {
    pages: [
      home,
      explore,
      { name: 'people', path: '/people' },
      { name: 'services', path: '/services' },
      { name: 'service', path: `/services/${encodeURIComponent(serviceId)}` },
      profile,
      projectPage,
      // Not a public page, but where every new member starts.
      { name: 'sign in', path: '/auth' },
    ],
    handle,
    home,
    explore,
    profile,
    project: projectPage,
  };
}
