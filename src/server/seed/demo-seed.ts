import { eq } from 'drizzle-orm';
import type { ProjectBlock } from '#shared/schemas/project-blocks';
import { hashPassword } from '#server/security/passwords';
import type { Database } from '#server/db/client';
import { createCreator, createFollow, createProject, createService, type Creator } from './factories';
import { profiles } from '#server/db/schema/index';
import type { Storage } from '#server/storage/storage';
import { demoPictures } from './demo-pictures';
import { seedDemoWorkspace } from './demo-workspace';
import { DISCIPLINES, type Discipline } from './demo-personas';
import {
  seedDemoActivity,
  type DemoActivitySummary,
  type DemoProject,
  type DemoService,
} from './demo-activity';

// A believable demo community, the same every time (seeded random), built with the test factories.

const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chen',
  'Dara',
  'Elif',
  'Farah',
  'Gabriel',
  'Hana',
  'Ivan',
  'Jade',
  'Kenji',
  'Lena',
  'Mateo',
  'Nia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tomas',
  'Uma',
  'Viktor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aiko',
  'Bea',
  'Caio',
  'Dmitri',
  'Emma',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
];
const LAST_NAMES = [
  'Okafor',
  'Silva',
  'Wang',
  'Haddad',
  'Yilmaz',
  'Nakamura',
  'Fischer',
  'Dubois',
  'Kowalski',
  'Moreno',
  'Singh',
  'Andersen',
  'Costa',
  'Ivanova',
  'Park',
  'Rossi',
  'Novak',
  'Mendes',
  'Schulz',
  'Tanaka',
];
const CITIES = [
  'Lisbon',
  'Berlin',
  'Lagos',
  'Tokyo',
  'Montréal',
  'São Paulo',
  'Madrid',
  'Shanghai',
  'Nairobi',
  'Paris',
  'Mexico City',
  'Seoul',
  'Istanbul',
  'Melbourne',
  'Toronto',
  'Remote',
];

/** mulberry32: a tiny seeded generator, so every run builds the same community. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two to five pieces of the project's work after its cover (how many follows from the title). */
async function demoCaseStudy(
  storage: Storage,
  ownerId: string,
  title: string,
  brief: string,
): Promise<ProjectBlock[]> {
  const count = 2 + (title.length % 4);
  const images = await Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      ...(await demoPictures.galleryImage(storage, ownerId, title, index)),
      alt: `${title}: study ${index + 1} of ${count}, shapes in the project's colours`,
      caption: index === 0 ? 'Where it started: the first direction, before any feedback.' : null,
    })),
  );
  const [first, ...rest] = images;
  return [
    { id: 'brief', type: 'text', markdown: `## The brief\n\n${brief}` },
    ...(first ? [{ id: 'first', type: 'image' as const, wide: true, ...first }] : []),
    {
      id: 'process',
      type: 'text',
      markdown:
        '## How it went\n\n- A week of **sketches**, shared early\n- Two rounds of feedback\n- The final direction, refined',
    },
    ...(rest.length >= 2
      ? [
          {
            id: 'studies',
            type: 'grid' as const,
            columns: rest.length >= 3 ? (3 as const) : (2 as const),
            images: rest,
          },
        ]
      : rest.map((image, index) => ({
          id: `study-${index}`,
          type: 'image' as const,
          wide: false,
          ...image,
        }))),
  ];
}

/** One to three pictures of a service, its poster first. */
function demoServiceImages(storage: Storage, ownerId: string, title: string) {
  const count = 1 + (title.length % 3);
  return Promise.all(
    Array.from({ length: count }, (_, index) => demoPictures.serviceImage(storage, ownerId, title, index)),
  );
}

export type DemoSummary = {
  creators: number;
  projects: number;
  services: number;
  follows: number;
  /** Requests with a workspace in the middle of their work. */
  workspaces: number;
} & DemoActivitySummary;

/** The handle of the first demo creator: its presence means the demo community is already there. */
export const DEMO_MARKER_HANDLE = 'adaokafor';

export async function hasDemoCommunity(db: Database) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.handle, DEMO_MARKER_HANDLE));
  return rows.length > 0;
}

/** Inserts the demo community and says how much of each it made. */
export async function seedDemoCommunity(
  db: Database,
  options: {
    creators?: number;
    seed?: number;
    /**
     * What the demo accounts sign in with. Never a password written in this repository: a demo seeded
     * on a server open to the world would let anyone in as any demo creator.
     */
    password: string;
    /** Where to store the drawn avatars, banners and covers; without it the demo has none. */
    storage?: Storage;
  },
): Promise<DemoSummary> {
  const random = seededRandom(options.seed ?? 2025);
  const passwordHash = await hashPassword(options.password);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const creatorCount = Math.min(options.creators ?? 36, FIRST_NAMES.length);
  const summary = { creators: 0, projects: 0, services: 0, follows: 0 };
  const creators: Creator[] = [];
  const projects: DemoProject[] = [];
  const services: DemoService[] = [];
  const titlesLeft = new Map(DISCIPLINES.map((discipline) => [discipline, [...discipline.projects]]));
  const serviceTitlesLeft = new Map(DISCIPLINES.map((discipline) => [discipline, [...discipline.services]]));

  for (let index = 0; index < creatorCount; index += 1) {
    const first = FIRST_NAMES[index] as string;
    const last = LAST_NAMES[index % LAST_NAMES.length] as string;
    const handle = `${first}${last}`
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20);
    const discipline = DISCIPLINES[index % DISCIPLINES.length] as Discipline;
    const creator = await createCreator(db, {
      handle,
      displayName: `${first} ${last}`,
      bio: pick(discipline.bios),
      location: pick(CITIES),
      skills: discipline.skills,
      hireable: random() < 0.6,
      primaryCta: 'hire',
      user: { signupUsername: handle, email: `${handle}@demo.atelier.test`, passwordHash },
    });
    creators.push(creator);
    summary.creators += 1;
    if (options.storage) {
      const [avatarUrl, bannerUrl] = await Promise.all([
        demoPictures.avatar(options.storage, creator.user.id, `${first} ${last}`, handle),
        demoPictures.banner(options.storage, creator.user.id, handle),
      ]);
      await db.update(profiles).set({ avatarUrl, bannerUrl }).where(eq(profiles.id, creator.profile.id));
    }

    // Each title once across the community: drawn from what the discipline has left.
    const left = titlesLeft.get(discipline) ?? [];
    const projectCount = Math.min(1 + Math.floor(random() * 3), left.length);
    for (let projectIndex = 0; projectIndex < projectCount; projectIndex += 1) {
      const idea = left.splice(Math.floor(random() * left.length), 1)[0] as Discipline['projects'][number];
      const daysAgo = Math.floor(random() * 60);
      const project = await createProject(db, creator.profile.id, {
        title: idea.title,
        slug: idea.title
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 48),
        summary: `${idea.title}: ${discipline.summary}`,
        stack: idea.stack,
        coverUrl: options.storage
          ? await demoPictures.cover(options.storage, creator.user.id, idea.title)
          : null,
        blocks: options.storage
          ? await demoCaseStudy(options.storage, creator.user.id, idea.title, discipline.summary)
          : [],
        createdAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000 - index * 60_000),
      });
      projects.push({
        id: project.id,
        ownerUserId: creator.user.id,
        createdAt: project.createdAt,
        firstSkill: discipline.skills[0] ?? '',
      });
      summary.projects += 1;
    }

    // Each service once across the community too.
    const servicesLeft = serviceTitlesLeft.get(discipline) ?? [];
    if (random() < 0.5 && servicesLeft.length > 0) {
      const offer = servicesLeft.splice(Math.floor(random() * servicesLeft.length), 1)[0];
      const { category, title } = offer as Discipline['services'][number];
      const pricingType = pick(['fixed', 'hourly', 'custom'] as const);
      const service = await createService(db, creator.profile.id, {
        title,
        description: `I will deliver this with care: a short discovery call, regular updates and revisions until you are happy with the result.`,
        category,
        pricingType,
        priceAmount:
          pricingType === 'custom'
            ? null
            : pricingType === 'hourly'
              ? 25 + Math.floor(random() * 100)
              : 100 + Math.floor(random() * 40) * 50,
        deliveryTime: 2 + Math.floor(random() * 20),
        images: options.storage ? await demoServiceImages(options.storage, creator.user.id, title) : [],
        createdAt: new Date(Date.now() - Math.floor(random() * 30) * 24 * 60 * 60 * 1000),
      });
      services.push({
        id: service.id,
        profileId: creator.profile.id,
        sellerUserId: creator.user.id,
        createdAt: service.createdAt,
      });
      summary.services += 1;
    }
  }

  const seenPairs = new Set<string>();
  // The first creator, as whom the screenshots and a look around the demo sign in, follows three
  // others: their home opens on a feed (docs/decisions/0052).
  const [first, ...others] = creators;
  for (const followed of others.slice(0, 3)) {
    if (!first) break;
    seenPairs.add(`${first.user.id}:${followed.user.id}`);
    await createFollow(db, first.user.id, followed.user.id);
    summary.follows += 1;
  }
  for (const follower of creators) {
    const followCount = Math.floor(random() * 6);
    for (let index = 0; index < followCount; index += 1) {
      const followed = pick(creators);
      const pair = `${follower.user.id}:${followed.user.id}`;
      if (followed === follower || seenPairs.has(pair)) continue;
      seenPairs.add(pair);
      await createFollow(db, follower.user.id, followed.user.id);
      summary.follows += 1;
    }
  }
  // Drawn after everything above, so the activity leaves the people and their work as they were.
  const activity = await seedDemoActivity(db, { random, pick }, { creators, projects, services });
  const workspaces = await seedDemoWorkspace(db, { creators, services }, options.storage);
  return { ...summary, ...activity, workspaces };
}
