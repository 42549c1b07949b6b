// Small word lists the seed draws from. Earlier words are drawn more often (see pick in seed.ts), so a
// search for a common word matches many rows and one for a rare word few, as in a real community.

/** A comma-separated list as an array; the lists read better as text than as one string per line. */
const words = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export const FIRST_NAMES = words(`
  ada, grace, alan, linus, margaret, tim, hedy, katherine, dennis, barbara, ken, frances, donald,
  radia, edsger, john, mary, sophie, lucas, emma, noah, mia, leo, amara, kenji, yuki, wei, priya,
  arjun, fatima, omar, chloe, hugo, ines, mateo, sofia, lena, jonas, elif, kofi, zara, nina, felix,
  ivan, olga, sara, theo, maya, ravi, anouk
`);

export const LAST_NAMES = words(`
  Lovelace, Hopper, Turing, Torvalds, Hamilton, Berners, Lamarr, Johnson, Ritchie, Liskov, Thompson,
  Allen, Knuth, Perlman, Dijkstra, McCarthy, Shelley, Martin, Dubois, Garcia, Rossi, Müller, Schmidt,
  Novak, Tanaka, Sato, Chen, Wang, Patel, Sharma, Haddad, Okafor, Mensah, Silva, Santos, Kowalski,
  Nielsen, Larsen, Yilmaz, Ivanova, Kim, Park, Nguyen, Cohen, Moreau, Fischer, Costa
`);

export const SKILLS = words(`
  Illustration, Branding, Typography, UI design, UX research, Motion design, 3D modeling,
  Photography, Video editing, Copywriting, Frontend, Backend, DevOps, Data science, Machine learning,
  Game design, Sound design, Music production, Animation, Product design, Web design, Mobile apps,
  Accessibility, SEO, Content strategy, Technical writing, React, TypeScript, Python, Go, Rust,
  Swift, Kotlin, Figma, Blender, Unity, PostgreSQL, Node.js, Vue, Svelte, Flutter, Embedded,
  Security, Teaching, Mentoring
`);

export const CITIES = words(`
  Berlin, Lisbon, Lagos, Tokyo, Montreal, São Paulo, Nairobi, Seoul, Madrid, Amsterdam, Mumbai,
  Mexico City, Paris, Istanbul, Melbourne, Toronto, Accra, Osaka, Lyon, Warsaw, Copenhagen, Bogotá,
  Cape Town, Taipei, Hamburg
`);

export const TECHNOLOGIES = words(`
  React, TypeScript, Node.js, Python, Figma, PostgreSQL, Go, Rust, Vue, Svelte, Django, Rails,
  Flutter, Swift, Kotlin, Blender, Unity, Three.js, Tailwind CSS, GraphQL, Redis, Docker, Kubernetes,
  AWS, Firebase, Next.js, Astro, Elixir, Phoenix, Laravel, PHP, Java, Spring, C#, .NET, Unreal,
  WebGL, p5.js, Arduino, Raspberry Pi, TensorFlow, PyTorch
`);

export const ADJECTIVES = words(`
  Realtime, Minimal, Open, Tiny, Modular, Cozy, Collaborative, Offline, Generative, Interactive,
  Accessible, Portable, Serverless, Pixel, Retro, Ambient, Personal, Shared, Private, Fast, Visual,
  Smart, Local, Daily, Mobile, Secure, Playful, Quiet, Bright, Handmade, Distributed, Lightweight,
  Automated, Friendly, Experimental, Indie, Weekend, Studio, Neighbourhood, Global
`);

export const THINGS = words(`
  dashboard, portfolio, synthesizer, recipe app, habit tracker, weather station, chat, game, map,
  newsletter, podcast player, photo gallery, budget planner, music visualizer, typeface,
  poster series, CLI, browser extension, design system, landing page, online store, booking system,
  garden planner, reading list, workout log, invoice tool, chess engine, drum machine, icon set,
  zine, short film, illustration series, 3D scene, plugin, bot, API, compiler, keyboard, camera rig,
  puzzle, kanban board, markdown editor, timer, translator, sketchbook
`);

export const OPENERS = words(`
  A small, An experimental, A fast, A side-project, A weekend, A client, A hackathon, An open-source,
  A university, A commissioned
`);

export const PURPOSES = words(`
  that helps, built for, made with love for, designed for, used daily by, prototyped for, shipped to,
  sketched for
`);

export const AUDIENCES = words(`
  freelancers, musicians, students, small shops, photographers, runners, gardeners, teachers,
  families, remote teams, book clubs, cafés, museums, non-profits, gamers, cyclists, illustrators,
  podcasters, writers, local councils
`);

export const EXTRAS = words(`
  a lot of coffee, careful accessibility work, offline support, dark mode, automated tests,
  hand-drawn icons, a tiny budget, feedback from real users
`);
