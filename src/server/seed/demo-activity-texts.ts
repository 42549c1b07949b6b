import type { SupportedLanguage } from '#shared/constants';

// What the demo community says to each other: comments, reviews, requests and conversations, in the
// app's languages, so the translated screens show real text in each.

/** Praise and questions that fit any project, in every language the app speaks. */
export const PROJECT_COMMENTS: Record<SupportedLanguage, readonly string[]> = {
  en: [
    'Love the colour palette.',
    'This is so clean. Bookmarking it for inspiration.',
    'How long did this take from the first sketch to done?',
    'The attention to detail here is wonderful.',
    'Thanks for sharing the process, I learned a lot.',
    'Great work! Would love a behind-the-scenes post.',
  ],
  es: [
    '¡Me encanta la paleta de colores!',
    '¿Qué herramienta usaste para las transiciones?',
    'Trabajo impecable, se nota el cuidado en cada detalle.',
    'Muy inspirador, gracias por compartir el proceso.',
  ],
  fr: [
    'Superbe travail, la composition est très équilibrée.',
    'Quel outil as-tu utilisé pour ça ?',
    'J’adore l’ambiance générale du projet.',
    'Bravo, c’est à la fois clair et élégant.',
  ],
  de: [
    'Die Typografie ist großartig.',
    'Sehr sauber umgesetzt, Respekt!',
    'Wie lange hast du daran gearbeitet?',
    'Tolle Farbwahl, wirkt sehr stimmig.',
  ],
  pt: [
    'Que trabalho incrível, parabéns!',
    'Adorei as cores e a composição.',
    'Qual ferramenta você usou para isso?',
    'Ficou muito bem acabado, inspirador.',
  ],
  ja: [
    '色使いがとても素敵です！',
    '細部までこだわりが感じられます。',
    'どのツールを使って制作しましたか？',
    'すごく参考になります。ありがとうございます！',
  ],
  'zh-CN': [
    '配色太好看了！',
    '细节处理得非常用心。',
    '请问这是用什么工具做的？',
    '很有启发，感谢分享制作过程。',
  ],
};

/**
 * English remarks that only make sense for one discipline, keyed by the discipline's first skill
 * (demo-personas.ts), so a song is not praised for its typography.
 */
export const DISCIPLINE_COMMENTS: Record<string, readonly string[]> = {
  React: [
    'Did you reach for a state library or keep it all in React?',
    'Those load times are impressive. What does the deploy pipeline look like?',
    'Clean architecture, and the tests are a nice touch.',
  ],
  Figma: [
    'The spacing system makes everything breathe.',
    'Did you test the prototype with real users before handoff?',
    'Those components look like they would scale nicely.',
  ],
  Illustration: [
    'The linework is gorgeous.',
    'Love how the palette carries across the whole set.',
    'Is this Procreate? The textures are lovely.',
  ],
  'Music Production': [
    'The low end sits perfectly in the mix.',
    'What synth did you use for that pad?',
    'Had this on repeat all morning.',
  ],
  'After Effects': [
    'The easing on those transitions is buttery.',
    'Great pacing, it never drags.',
    'Did you storyboard this frame by frame?',
  ],
  Python: [
    'Clear charts: I got the takeaway in seconds.',
    'How did you handle the missing data?',
    'Would love to read more about how you evaluated the model.',
  ],
  Copywriting: [
    'The headline alone made me want to keep reading.',
    'Such a clear voice, and not a word wasted.',
    'Did the rewrite move the conversion numbers?',
  ],
  Swift: [
    'Smooth animations. Is this SwiftUI or UIKit?',
    'Nice that it works offline too.',
    'How did you keep both iOS and Android feeling native?',
  ],
};

/** Review comments by rating: mostly glowing, some honest about what fell short. */
export const REVIEW_COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Delivered ahead of schedule and the result was better than the brief.',
    'Clear communication from start to finish. Would hire again.',
    'Thoughtful questions up front, and it showed in the final work.',
    'A pleasure to work with: fast, kind and very skilled.',
    'Exactly what we needed, and both rounds of revisions were handled quickly.',
    'Went the extra mile and documented everything for our team.',
  ],
  4: [
    'Great work overall; one revision took a little longer than planned.',
    'Solid result and good communication. Would recommend.',
    'The first draft needed a few tweaks, but the final version was spot on.',
    'Happy with the outcome, and the handover notes were useful.',
  ],
  3: [
    'The final result was fine, but replies were slow at times.',
    'Good skills, though the delivery slipped by a few days.',
    'Did what was asked; I hoped for a bit more initiative.',
  ],
};

/** Glowing reviews from members who write in another language. */
export const FOREIGN_REVIEW_COMMENTS: readonly string[] = [
  'Muy profesional y entregó a tiempo. ¡Repetiría sin dudarlo!',
  'Travail soigné et échanges très agréables.',
  'Schnelle Lieferung und super Kommunikation.',
  'Excelente profissional, recomendo muito!',
  '丁寧な対応で、仕上がりも期待以上でした。',
  '沟通顺畅，交付准时，非常满意。',
];

/** What a buyer wrote when asking for the service they later reviewed. */
export const REQUEST_DESCRIPTIONS: readonly string[] = [
  'We launch next month and need this done well. Happy to walk you through the brief on a call.',
  'Small team, tight deadline, clear brief. Could you take this on?',
  'I loved your portfolio and would like something in the same spirit for my own project.',
  'Looking for a second pair of hands on a project that’s already under way.',
];

/**
 * A conversation between two members: the opener writes first and they take turns. `{name}` is the
 * replier's first name.
 */
export type ConversationScript = { about: 'hiring' | 'feedback'; lines: readonly string[] };

export const CONVERSATIONS: readonly ConversationScript[] = [
  {
    about: 'hiring',
    lines: [
      'Hi {name}! Your service looks like exactly what our studio needs. Are you taking on new work in the next few weeks?',
      'Hi! Thanks for reaching out. I have room from the middle of the month. What’s the scope, and is there a deadline?',
      'We need it before our launch at the end of next month. I’ll send the brief through a request so you have everything.',
      'Perfect, I’ll read it and come back with a plan tomorrow.',
    ],
  },
  {
    about: 'feedback',
    lines: [
      'Hey {name}, would you give me some honest feedback on my latest project? Something feels off and I can’t say what.',
      'Happy to! The hierarchy is strong, but the second section competes with the header. Maybe tone it down?',
      'Oh, that’s it. Thank you!',
    ],
  },
  {
    about: 'hiring',
    lines: [
      '¡Hola {name}! Vi tu perfil y me encantaría trabajar contigo en un proyecto para mi tienda online. ¿Tienes disponibilidad este mes?',
      '¡Hola! Gracias por escribirme. Sí, tengo hueco a partir de la semana que viene. ¿Me cuentas un poco más?',
      'Claro: necesitamos renovar la web antes de la campaña de verano. Te mando el briefing por aquí.',
      'Perfecto, lo reviso y te preparo un presupuesto.',
      '¡Genial, gracias!',
    ],
  },
  {
    about: 'feedback',
    lines: [
      'Hallo {name}, dein letztes Projekt hat mir richtig gut gefallen. Wie hast du die Farben ausgewählt?',
      'Danke dir! Ich starte meistens mit einer Grundfarbe und leite den Rest davon ab.',
      'Spannend, das probiere ich beim nächsten Projekt aus.',
    ],
  },
  {
    about: 'feedback',
    lines: [
      '{name}さん、はじめまして。作品を拝見しました。とても素敵です！',
      'ありがとうございます！励みになります。',
      'もしよければ、制作の流れについて少し教えていただけますか？',
      'もちろんです。まずラフを何枚か描いてから、方向性を決めています。',
    ],
  },
  {
    about: 'hiring',
    lines: [
      'Oi {name}! Adorei seu portfólio. Você faria um projeto parecido para uma marca de café?',
      'Oi! Faria sim, adoro café. Qual é o prazo?',
      'Umas três semanas. Posso mandar o briefing?',
      'Pode mandar, vou dar uma olhada hoje mesmo.',
    ],
  },
  {
    about: 'feedback',
    lines: [
      'Hi {name}, I’m putting a small team together for a game jam. Would you like to join?',
      'That sounds fun! When is it?',
      'The weekend after next, fully remote.',
      'Count me in. Will you share the theme when it’s out?',
      'Will do!',
      'Great, talk soon.',
    ],
  },
  {
    about: 'hiring',
    lines: [
      'Bonjour {name}, je cherche quelqu’un pour une identité visuelle et ton travail me plaît beaucoup !',
      'Merci beaucoup ! Avec plaisir. Quel est ton calendrier ?',
      'Idéalement avant la fin du mois prochain.',
      'C’est faisable. Je t’envoie une proposition demain.',
    ],
  },
];
