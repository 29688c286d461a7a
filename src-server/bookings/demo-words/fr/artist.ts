import type { TypeRemarks } from '../words.ts'

/** Avis de démonstration en français (Paris, Lyon, Lille, Bruxelles): by act type. */
export const ARTIST: TypeRemarks['artist'] = {
  band: {
    praise: [
      'Le groupe a rempli la piste de danse du premier accord au dernier rappel.',
      'Une section rythmique carrée, un chanteur qui a du charisme et un répertoire pour tous les âges.',
      'Ils ont appris notre chanson d’ouverture de bal en une semaine, et on aurait dit la leur.',
      'Deux longs sets, et pendant le second plus personne ne s’est assis.',
      'À partir de notre vague liste de chansons, le groupe a construit trois sets qui montaient parfaitement jusqu’à minuit.',
      'Des cuivres, des chœurs et un batteur qui n’a jamais perdu le groove : en live, le groupe est encore meilleur qu’en vidéo.',
    ],
    critique: [
      'Le groupe jouait bien trop fort pour la salle et n’a pas baissé malgré nos demandes.',
      'Les reprises habituelles de tous les mariages, et des pauses interminables entre les sets.',
      'Le groupe a mis une heure et demie à s’installer et a bloqué la sortie de secours avec ses flight cases.',
    ],
  },
  dj: {
    praise: [
      'Le DJ a parfaitement senti le public, la piste n’a jamais désempli.',
      'Des enchaînements impeccables toute la nuit, du disco pendant le dîner à la house après minuit.',
      'Notre liste de demandes a été prise au sérieux, avec en plus des morceaux inconnus sur lesquels tout le monde a dansé.',
      'Platines et lumières fournies, et la piste était pleine en dix minutes.',
      'Pendant le dîner, le volume permettait de discuter, puis la salle s’est transformée en club.',
      'Le DJ a lancé nos vieux tubes préférés au moment parfait, et tout le bureau était sur la piste.',
    ],
    critique: [
      'Les transitions étaient maladroites et la piste se vidait entre les morceaux.',
      'Le DJ a surtout passé sa propre playlist et ignoré toutes les demandes.',
      'Le mix était correct, mais la lumière de la cabine DJ éblouissait et la musique a coupé deux fois.',
    ],
  },
  solo: {
    praise: [
      'Une voix, une guitare, et toute la salle s’est tue pour écouter.',
      'Un très joli set solo pendant le cocktail, les invités demandaient sans cesse le nom de l’artiste.',
      'Notre chanson jouée pendant la cérémonie avec tant d’émotion que la moitié de la salle a pleuré.',
      'Une voix chaleureuse, des petits mots drôles entre les chansons et un volume parfaitement dosé.',
      'Les invités ont pu faire leurs demandes, et il y a même eu un couplet écrit pour les mariés.',
      'Une seule personne sur scène a captivé une salle de deux cents personnes, nous ne nous y attendions pas.',
    ],
    critique: [
      'Le set solo était agréable mais si discret qu’on n’entendait presque rien au fond.',
      'Des paroles oubliées deux fois et une guitare désaccordée pendant presque tout le premier set.',
      'Entre les chansons, le téléphone passait avant la musique.',
    ],
  },
  duo: {
    praise: [
      'Ces deux-là se répondent à merveille, les harmonies m’ont donné des frissons.',
      'Un duo qui sonne comme un groupe entier et qui tient dans le moindre recoin.',
      'Des reprises acoustiques pour le vin d’honneur, puis une seconde partie bien plus rythmée après le repas.',
      'Piano et voix au top, et une organisation d’une simplicité rare.',
      'Violon et guitare pour la cérémonie, avec une musique d’entrée calée à la seconde.',
      'Ils échangeaient leurs instruments entre les morceaux, et les trois heures sont passées sans une once de lassitude.',
    ],
    critique: [
      'Le duo manquait de répétition et la seconde voix était souvent à côté.',
      'Sympathique, mais deux heures sur le même tempo lent ont fini par endormir la salle.',
      'Les enceintes du duo étaient trop petites, la moitié du jardin n’entendait rien.',
    ],
  },
  trio: {
    praise: [
      'Le trio de jazz était exactement le fond musical souhaité : élégant, jamais envahissant.',
      'Contrebasse, batterie et piano, avec un swing qui a fait danser même les grands-parents.',
      'Le répertoire a été adapté au fil de la soirée selon l’ambiance.',
      'Trois excellents musiciens, et on sent le plaisir qu’ils ont à jouer ensemble.',
      'Le trio a joué toutes les demandes griffonnées sur des serviettes, sans exception.',
      'Un volume parfait pendant le repas, puis un dernier set qui swinguait pour de bon.',
    ],
    critique: [
      'Le trio a tourné en boucle sur les mêmes quelques standards.',
      'La batterie couvrait le piano, impossible de discuter aux tables.',
      'La contrebasse promise n’est jamais venue, le trio a joué avec une basse au clavier.',
    ],
  },
  orchestra: {
    praise: [
      'Un orchestre complet dans notre salle, c’était inoubliable, surtout les cordes.',
      'Le chef a construit le programme avec nous et a même ajouté une pièce que nous souhaitions.',
      'Soixante musiciens sur scène et tout a roulé comme une horloge, de la répétition au dernier salut.',
      'Au final, avec tous les cuivres, la salle entière s’est levée.',
      'De la musique de film à Brahms, le programme de l’orchestre a embarqué tout le public.',
      'La régie de l’orchestre a envoyé un plan de scène des semaines à l’avance, chaises et pupitres étaient prêts à temps.',
    ],
    critique: [
      'L’orchestre avait besoin de bien plus de place que prévu, l’installation a viré au chaos.',
      'Justesse approximative chez les cordes, et la répétition a débordé d’une heure.',
      'L’orchestre a bien joué, mais le programme était bien trop long pour un dîner de gala.',
    ],
  },
  choir: {
    praise: [
      'Le chœur a rempli l’église, le morceau a cappella était à couper le souffle.',
      'Des attaques nettes, un bel équilibre des voix et un programme adapté à nos invités.',
      'Ils ont chanté dans le hall à l’arrivée du public, ce qui a tout de suite donné le ton.',
      'La cheffe de chœur a été un plaisir à chaque étape, et le soir même tout était juste.',
      'Le chœur a chanté les hymnes de tous les pays de nos invités, parfaitement préparés.',
      'Quarante voix en gospel dans la cour, et au dernier refrain les invités chantaient avec eux.',
    ],
    critique: [
      'La moitié du chœur seulement est venue, et dans une grande salle le son était bien maigre.',
      'Les sopranos baissaient dans les passages doux, et le public l’a remarqué.',
      'Le chœur avait besoin de praticables dont personne ne nous avait parlé, le dernier rang était invisible.',
    ],
  },
  comedian: {
    praise: [
      'Vraiment drôle, et les blagues sur notre métier ont fait mouche à chaque table.',
      'Un spectacle adapté à un public d’entreprise sans devenir fade.',
      'Les improvisations avec la salle étaient géniales, notre patron ne s’en est pas remis.',
      'Quarante minutes de rires non-stop et un sens du rythme parfait.',
      'Dix minutes sur notre lancement de produit, plus drôles que tout ce que notre service marketing a jamais écrit.',
      'Le perturbateur de la table six a été recadré avec tant d’humour qu’il a fini par rire le plus fort.',
    ],
    critique: [
      'Certaines blagues allaient trop loin pour un public d’entreprise, et la salle s’est refroidie.',
      'Un spectacle réchauffé, dont la moitié ne collait pas du tout au public.',
      'Le spectacle a débordé d’une demi-heure, et le service du dîner a dû attendre.',
    ],
  },
  magician: {
    praise: [
      'La magie de proximité entre les tables a alimenté les conversations toute la soirée.',
      'Même nos ados les plus sceptiques n’ont pas percé les tours de cartes.',
      'Le spectacle après le dîner était malin et plein de charme, les enfants ont adoré.',
      'Il est passé parmi les invités au cocktail et la glace était brisée en quelques minutes.',
      'Le numéro de mentalisme final a laissé notre directeur général sans voix.',
      'Sculptures de ballons et tours de pièces ont occupé les enfants tout un après-midi.',
    ],
    critique: [
      'Plusieurs tours ont raté devant tout le monde, et le spectacle traînait.',
      'La magie était correcte, mais le numéro a duré moitié moins longtemps que prévu.',
      'Le boniment entre les tours était si long que les enfants ont décroché avant la magie.',
    ],
  },
  dancer: {
    praise: [
      'Le spectacle de danse était superbe, avec de beaux costumes et chaque mouvement calé sur la musique.',
      'La chorégraphie était pensée au centimètre près pour notre scène, les invités étaient captivés.',
      'Après le spectacle, une petite initiation pour les invités, et tout le monde s’est retrouvé sur la piste.',
      'Gracieux, puissant et d’un professionnalisme total, de la répétition à la pose finale.',
      'La danse du feu à la tombée de la nuit, c’est la photo de la soirée.',
      'Quatre changements de costume, et chaque numéro racontait une nouvelle histoire.',
    ],
    critique: [
      'Il fallait un plancher de danse dont personne ne nous avait parlé, une partie du numéro a sauté.',
      'La chorégraphie manquait de répétition et les entrées sur la musique étaient décalées.',
      'La troupe est arrivée sans sa propre musique, notre ingé son a dû improviser.',
    ],
  },
}
