import type { SERVICE_CATEGORIES } from '#shared/constants';

// The demo community's disciplines: each creator's skills, bio, projects and service come
// from one, so a UI designer shows design work and offers design. Every project title is used once.

type Category = (typeof SERVICE_CATEGORIES)[number];

export type Discipline = {
  skills: string[];
  bios: string[];
  /** What a project of this discipline is about, after its title. */
  summary: string;
  projects: { title: string; stack: string[] }[];
  services: { category: Category; title: string }[];
};

export const DISCIPLINES: Discipline[] = [
  {
    skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
    bios: [
      'I turn fuzzy ideas into products people love to use.',
      'Full-stack developer. Fast pages, calm code.',
    ],
    summary:
      'designed, built and shipped end to end, with tests, a deploy pipeline and the numbers after launch.',
    projects: [
      {
        title: 'Habit tracker with streak insights',
        stack: ['React', 'TypeScript', 'Supabase', 'Tailwind CSS'],
      },
      { title: 'Realtime multiplayer drawing game', stack: ['Node.js', 'WebSockets', 'Canvas', 'Redis'] },
      { title: 'Portfolio site for a photographer', stack: ['Astro', 'TypeScript', 'Cloudinary'] },
      { title: 'Booking system for a yoga studio', stack: ['Next.js', 'PostgreSQL', 'Stripe'] },
      { title: 'Open-source static site generator', stack: ['Go', 'Markdown', 'Templates'] },
      { title: 'Browser extension for reading lists', stack: ['TypeScript', 'WebExtensions', 'IndexedDB'] },
      { title: 'Inventory app for a bike shop', stack: ['React', 'Node.js', 'PostgreSQL'] },
      { title: 'Markdown notes that sync offline', stack: ['React', 'Service Workers', 'SQLite'] },
      { title: 'Kubernetes cost monitor', stack: ['Go', 'Kubernetes', 'Prometheus', 'Grafana'] },
      { title: 'Accessible date picker library', stack: ['TypeScript', 'ARIA', 'Vitest'] },
    ],
    services: [
      { category: 'Web Development', title: 'Full-stack web app from idea to launch' },
      { category: 'Web Development', title: 'Landing page that converts, built in React' },
      { category: 'Web Development', title: 'Speed and accessibility fixes for your site' },
    ],
  },
  {
    skills: ['Figma', 'UI Design', 'Design Systems', 'Prototyping'],
    bios: [
      'Product designer. Clear screens, kind flows.',
      'I design interfaces people understand at a glance.',
    ],
    summary: 'from research and sketches to a tested prototype and the design system behind it.',
    projects: [
      { title: 'Design system for a SaaS dashboard', stack: ['Figma', 'Storybook', 'Design Tokens'] },
      { title: 'Banking app redesign', stack: ['Figma', 'Prototyping', 'User Research'] },
      { title: 'Onboarding flow for a meditation app', stack: ['Figma', 'Principle', 'UX Writing'] },
      { title: 'Dark mode for a news reader', stack: ['Figma', 'Color Systems', 'Accessibility'] },
      { title: 'Checkout that halves drop-off', stack: ['Figma', 'A/B Testing', 'Analytics'] },
      { title: 'Icon set for a travel brand', stack: ['Figma', 'Iconography', 'SVG'] },
      { title: 'Smart home control panel', stack: ['Figma', 'Prototyping', 'Motion'] },
      { title: 'Museum guide for visitors who cannot see', stack: ['Figma', 'Accessibility', 'Audio UX'] },
      { title: 'Wireframe kit for hackathons', stack: ['Figma', 'Components', 'Auto Layout'] },
      { title: 'Recipe app with offline mode', stack: ['Figma', 'SwiftUI', 'Prototyping'] },
    ],
    services: [
      { category: 'Design', title: 'Mobile app UI design in Figma' },
      { category: 'Design', title: 'Design system audit and starter kit' },
      { category: 'Design', title: 'Usability test with five real users' },
    ],
  },
  {
    skills: ['Illustration', 'Branding', 'Procreate', 'Typography'],
    bios: [
      'Designer and illustrator. Colour, clarity and a bit of fun.',
      'I draw brands that people remember.',
    ],
    summary: 'drawn by hand, from the first sketches to the finished files and how they are used.',
    projects: [
      { title: 'Brand identity for a coffee roaster', stack: ['Illustrator', 'Branding', 'Packaging'] },
      { title: 'Children’s book: The Lighthouse Cat', stack: ['Procreate', 'Illustration', 'Typography'] },
      { title: 'Poster series for a jazz festival', stack: ['Illustration', 'Print', 'Risograph'] },
      { title: 'Hand-lettered menu for a ramen bar', stack: ['Lettering', 'Procreate', 'Print'] },
      { title: 'Mascot for a climbing gym', stack: ['Illustration', 'Branding', 'Character Design'] },
      { title: 'Botanical prints for a tea shop', stack: ['Watercolour', 'Illustration', 'Print'] },
      { title: 'Sticker pack: Office Plants', stack: ['Procreate', 'Illustration', 'Stickers'] },
      { title: 'Label design for a natural wine', stack: ['Illustrator', 'Packaging', 'Typography'] },
      { title: 'Editorial illustrations for a science magazine', stack: ['Illustration', 'Editorial'] },
      { title: 'Tarot deck: Cities at Night', stack: ['Procreate', 'Illustration', 'Print'] },
    ],
    services: [
      { category: 'Design', title: 'Logo and brand identity package' },
      { category: 'Design', title: 'Custom illustration for your book or album' },
      { category: 'Design', title: 'Hand-drawn map for your event or venue' },
    ],
  },
  {
    skills: ['Music Production', 'Mixing', 'Sound Design', 'Ableton'],
    bios: [
      'Producer and sound designer. Warm lows, crisp highs.',
      'I make music for games, films and quiet evenings.',
    ],
    summary: 'written, produced, mixed and mastered, with the stems and the story of each track.',
    projects: [
      { title: 'Lo-fi album: Night Shifts', stack: ['Ableton', 'Serum', 'Mixing', 'Mastering'] },
      { title: 'Soundtrack for an indie puzzle game', stack: ['Ableton', 'FMOD', 'Orchestration'] },
      { title: 'Sound design for a sci-fi short film', stack: ['Foley', 'Pro Tools', 'Sound Design'] },
      { title: 'Podcast theme for a history show', stack: ['Logic Pro', 'Composition', 'Mixing'] },
      { title: 'Field recordings: Lisbon Trams', stack: ['Field Recording', 'Zoom H6', 'Editing'] },
      { title: 'Remix: Summer Static', stack: ['Ableton', 'Remixing', 'Mastering'] },
      { title: 'Ambient EP: Low Tide', stack: ['Ableton', 'Modular', 'Ambient'] },
      { title: 'Jingle pack for a radio station', stack: ['Logic Pro', 'Composition', 'Voice'] },
      { title: 'Sample library: Kitchen Percussion', stack: ['Sampling', 'Kontakt', 'Sound Design'] },
      { title: 'Live set: Rooftop Sessions', stack: ['Ableton Live', 'Push', 'Performance'] },
    ],
    services: [
      { category: 'Music & Audio', title: 'Original soundtrack for your game or video' },
      { category: 'Music & Audio', title: 'Podcast mixing and mastering' },
      { category: 'Music & Audio', title: 'Sound design for your app or trailer' },
    ],
  },
  {
    skills: ['After Effects', 'Motion Design', 'Premiere Pro', 'Storyboarding'],
    bios: [
      'Storyteller in motion: animation, video and sound.',
      'I cut and animate stories that keep people watching.',
    ],
    summary: 'from the script and storyboard to the final cut, with the numbers it reached.',
    projects: [
      { title: 'Animated explainer for a fintech launch', stack: ['After Effects', 'Illustrator', 'Lottie'] },
      { title: 'Music video: Paper Moons', stack: ['Premiere Pro', 'Stop Motion', 'Color Grading'] },
      { title: 'Title sequence for a documentary', stack: ['After Effects', 'Typography', 'Cinema 4D'] },
      { title: 'Product teaser for a smart lamp', stack: ['Blender', 'After Effects', 'Sound Design'] },
      { title: 'Travel film: Three Days in Kyoto', stack: ['Premiere Pro', 'DaVinci Resolve', 'Drone'] },
      { title: 'Logo animations for a streaming channel', stack: ['After Effects', 'Motion Design'] },
      {
        title: 'Short documentary: The Last Bookbinder',
        stack: ['Premiere Pro', 'Interviews', 'Color Grading'],
      },
      { title: 'Low-poly island scene', stack: ['Blender', '3D', 'Substance Painter'] },
      { title: 'Social clips for a charity run', stack: ['Premiere Pro', 'Captions', 'Motion Design'] },
      { title: 'Kinetic type video for a poem', stack: ['After Effects', 'Typography', 'Sound'] },
    ],
    services: [
      { category: 'Video & Animation', title: '30-second animated explainer video' },
      { category: 'Video & Animation', title: 'YouTube video editing with captions' },
      { category: 'Video & Animation', title: 'Logo animation for your intro' },
    ],
  },
  {
    skills: ['Python', 'Machine Learning', 'Data Visualization', 'SQL'],
    bios: [
      'Data nerd who likes charts more than spreadsheets.',
      'I find the story in your data and draw it.',
    ],
    summary: 'from raw data to a model and the charts that explain it, with the notebook to reproduce it.',
    projects: [
      {
        title: 'Sentiment dashboard for product reviews',
        stack: ['Python', 'FastAPI', 'scikit-learn', 'D3.js'],
      },
      { title: 'Bike-share demand forecast', stack: ['Python', 'pandas', 'Prophet'] },
      { title: 'Air quality map for a city', stack: ['Python', 'GeoPandas', 'Mapbox'] },
      { title: 'Churn model for a subscription box', stack: ['Python', 'XGBoost', 'SQL'] },
      {
        title: 'Interactive chart of 100 years of rainfall',
        stack: ['D3.js', 'Observable', 'Data Cleaning'],
      },
      { title: 'Search that understands support tickets', stack: ['Python', 'Embeddings', 'PostgreSQL'] },
      { title: 'Football pass network explorer', stack: ['Python', 'NetworkX', 'Plotly'] },
      { title: 'Energy use dashboard for a school', stack: ['SQL', 'Metabase', 'Python'] },
      { title: 'Recipe recommender from fridge photos', stack: ['Python', 'PyTorch', 'Computer Vision'] },
      { title: 'Open dataset: Street Trees of Berlin', stack: ['Python', 'Data Cleaning', 'CSV'] },
    ],
    services: [
      { category: 'AI & Data', title: 'Custom dashboard for your business data' },
      { category: 'AI & Data', title: 'Chatbot trained on your documentation' },
      { category: 'AI & Data', title: 'Data cleaning and a one-page report' },
    ],
  },
  {
    skills: ['Copywriting', 'SEO', 'Content Strategy', 'Translation'],
    bios: ['Words that sell without shouting.', 'Writer and translator: English, Spanish and Portuguese.'],
    summary: 'researched, written and tested, with the results it brought.',
    projects: [
      { title: 'Newsletter growth playbook', stack: ['Copywriting', 'Email', 'Analytics'] },
      { title: 'Website copy for a vegan bakery', stack: ['Copywriting', 'SEO', 'Brand Voice'] },
      { title: 'App store texts in five languages', stack: ['Translation', 'ASO', 'Localization'] },
      { title: 'Case studies for a design agency', stack: ['Interviews', 'Copywriting', 'Editing'] },
      { title: 'Style guide for a fintech startup', stack: ['Content Strategy', 'UX Writing'] },
      { title: 'Podcast scripts: Tiny Histories', stack: ['Scriptwriting', 'Research'] },
      { title: 'Product descriptions for a ceramics shop', stack: ['Copywriting', 'SEO', 'E-commerce'] },
      { title: 'Grant proposal for a community garden', stack: ['Grant Writing', 'Research'] },
      { title: 'Subtitles for a festival short film', stack: ['Translation', 'Subtitling'] },
      { title: 'Blog relaunch with 40 % more readers', stack: ['SEO', 'Content Strategy', 'Analytics'] },
    ],
    services: [
      { category: 'Writing & Translation', title: 'Website copy that speaks to your customers' },
      { category: 'Writing & Translation', title: 'English to Spanish translation' },
      { category: 'Marketing', title: 'SEO audit with a 90-day action plan' },
      { category: 'Writing & Translation', title: 'Newsletter written for you every month' },
    ],
  },
  {
    skills: ['Swift', 'iOS', 'Kotlin', 'Android'],
    bios: [
      'Mobile developer. Apps that feel native on both sides.',
      'I build apps that work on the train, offline.',
    ],
    summary: 'built for iOS and Android, with the store reviews and crash-free numbers after launch.',
    projects: [
      { title: 'Language-learning flashcards', stack: ['Kotlin', 'Jetpack Compose', 'Room'] },
      { title: 'Running app with voice coaching', stack: ['Swift', 'SwiftUI', 'HealthKit'] },
      { title: 'Plant watering reminders', stack: ['Kotlin', 'WorkManager', 'Material 3'] },
      { title: 'Offline map for hiking trails', stack: ['Swift', 'MapKit', 'Core Data'] },
      { title: 'Expense splitter for trips', stack: ['Flutter', 'Dart', 'Firebase'] },
      { title: 'Widget for public transport times', stack: ['Swift', 'WidgetKit', 'GTFS'] },
      { title: 'Camera app for film lovers', stack: ['Swift', 'AVFoundation', 'Metal'] },
      { title: 'Parking finder for a city', stack: ['Kotlin', 'Maps SDK', 'Firebase'] },
      { title: 'Baby sleep tracker', stack: ['SwiftUI', 'CloudKit', 'Charts'] },
      { title: 'Podcast player with chapters', stack: ['Kotlin', 'ExoPlayer', 'Room'] },
    ],
    services: [
      { category: 'Web Development', title: 'iOS and Android app from your designs' },
      { category: 'Consulting', title: 'Technical architecture review' },
      { category: 'Web Development', title: 'App Store listing and release setup' },
    ],
  },
];
