import type { TypeRemarks } from '../words.ts'

/** Avis de démonstration en français (Paris, Lyon, Lille, Bruxelles): by service category. */
export const SERVICE: TypeRemarks['service'] = {
  sound: {
    praise: [
      'La sono sonnait propre et puissante sur tout le site.',
      'L’ingé son a mixé cinq groupes d’affilée sans un seul changement de plateau raté.',
      'Retours impeccables, et les discours étaient compréhensibles jusqu’au fond.',
      'Le système a été calé sur la salle pendant la balance, et ça s’entendait.',
      'Les micros HF de la table ronde ont fonctionné sans faille toute la journée.',
      'Le technicien a tenu le volume pile à la limite autorisée, et le son restait plein.',
    ],
    critique: [
      'Du larsen pendant les discours, et l’ingé son était rarement à la console.',
      'La sono était sous-dimensionnée pour la salle, au fond on n’entendait presque rien.',
      'L’équipe son avait apporté les mauvais câbles, la balance a commencé avec deux heures de retard.',
    ],
  },
  lighting: {
    praise: [
      'La création lumière a transformé une salle banale en lieu magique.',
      'Le pupitreur lumière a suivi chaque moment du spectacle à l’oreille.',
      'Des lyres, de la brume et une lumière chaude pour les discours : exactement l’ambiance voulue.',
      'Un show lumière programmé pour chaque artiste, on se serait cru sur la grande scène d’un festival.',
      'Grâce aux projecteurs au sol, les murs nus ont pris les couleurs de notre marque.',
      'La poursuite sur les lauréats a été menée à la perfection.',
    ],
    critique: [
      'La moitié des lyres n’a jamais fonctionné, et les faces ont clignoté toute la soirée.',
      'La lumière était bien trop forte pendant le dîner et trop sombre sur scène.',
      'La machine à brouillard a déclenché l’alarme incendie, personne n’avait vérifié les détecteurs.',
    ],
  },
  staging: {
    praise: [
      'La scène a été montée vite, solide comme un roc et exactement selon le plan.',
      'Escaliers, garde-corps et rampe d’accès pour fauteuils roulants étaient compris dans le montage.',
      'Une scène couverte montée sur un terrain inégal, validée dès le premier contrôle.',
      'L’équipe de montage a travaillé toute la nuit pour que nous puissions commencer à l’heure.',
      'Les praticables pour le chœur et l’orchestre étaient stables et montés en une heure.',
      'Le prestataire a même fourni une jupe de scène et des marches lumineuses.',
    ],
    critique: [
      'La scène bougeait, et la rampe était trop raide pour servir.',
      'La scène a été livrée avec un jour de retard, et le toit fuyait à la première averse.',
      'La scène était plus petite que commandée, le batteur a dû s’installer par terre.',
    ],
  },
  backline: {
    praise: [
      'Le backline était en parfait état : peaux neuves, bons amplis, claviers accordés.',
      'Tout ce que demandaient les fiches techniques de trois groupes était là, jusqu’à la bonne caisse claire.',
      'Le technicien backline a remplacé un ampli basse en panne en plein concert, en deux minutes.',
      'Des amplis et des batteries de qualité à prix honnête, livrés et repris à l’heure.',
      'Il y avait un rechange pour tout, et le pied de caisse claire de secours a bel et bien servi.',
      'Un piano à queue accordé, monté sur trois étages sans une égratignure.',
    ],
    critique: [
      'La batterie avait des peaux usées, et l’ampli guitare a grésillé toute la soirée.',
      'Le backline ne correspondait pas aux fiches techniques, les groupes ont dû se débrouiller.',
      'Le clavier avait des touches cassées et pas de pédale de sustain.',
    ],
  },
  catering: {
    praise: [
      'Le repas était délicieux, et le buffet a été réapprovisionné même pour les retardataires.',
      'Les repas pour l’équipe et les artistes étaient frais, chauds et à l’heure chaque jour.',
      'Des plats végétariens et végans que tout le monde voulait goûter, pas une solution de secours.',
      'Le personnel de service était adorable, et les petits fours ont disparu en quelques minutes.',
      'La street food de fin de soirée pour les danseurs a fait un tabac.',
      'Chaque allergie de notre liste était indiquée sur le buffet.',
    ],
    critique: [
      'Le buffet était vide à neuf heures, et les plats chauds sont arrivés froids.',
      'Trop peu de personnel au traiteur, quarante minutes de queue pour manger.',
      'Il n’y avait plus de café avant la session de l’après-midi.',
    ],
  },
  security: {
    praise: [
      'L’équipe de sécurité était calme, aimable et ferme à l’entrée.',
      'Devant la scène, pendant la tête d’affiche, les agents ont parfaitement géré la foule.',
      'Les fouilles de sacs étaient rapides, et les agents connaissaient le plan du site par cœur.',
      'Le chef de poste a fait le tour du site avec nous et amélioré nos issues de secours.',
      'Les agents ont aidé un invité pris de malaise, vite et avec discrétion.',
      'Les coulisses sont restées calmes et fermées à toute personne sans badge.',
    ],
    critique: [
      'Certains agents étaient désagréables avec les invités, d’autres restaient sur leur téléphone.',
      'La sécurité a laissé entrer bien trop de monde, la salle était en surcapacité.',
      'Quand nous avons demandé, l’équipe de sécurité ne connaissait pas le plan d’évacuation.',
    ],
  },
  'photo-video': {
    praise: [
      'Les photos sont magnifiques : naturelles, nettes et pleines d’ambiance.',
      'L’aftermovie était prêt en une semaine, et notre client l’a adoré.',
      'Le photographe était partout sans jamais gêner.',
      'Une captation multicaméra de tout le concert, avec un son propre pris à la console.',
      'Le direct du concert a tourné sans une seule coupure.',
      'Une photo de groupe avec nos deux cents invités, organisée en dix minutes.',
    ],
    critique: [
      'Nous avons attendu les photos deux mois, et beaucoup sont floues.',
      'Le cadreur bouchait la vue de la scène aux premiers rangs.',
      'Le montage vidéo utilisait une musique sans droits, impossible de le publier.',
    ],
  },
  transport: {
    praise: [
      'Les camionnettes sont arrivées à la minute près, et les chauffeurs connaissaient chaque quai de livraison de la ville.',
      'Le groupe et tout le backline ont été transportés d’une ville à l’autre pendant la nuit, sans une rayure.',
      'Les navettes entre la gare et le site tournaient comme une horloge.',
      'Des chauffeurs sympathiques, des véhicules propres et un dispatcheur joignable à trois heures du matin.',
      'Le bus de tournée était propre et confortable, et le chauffeur savait où se garer à chaque salle.',
      'Ils se sont aussi occupés de la traversée en ferry et des papiers de douane pour le matériel.',
    ],
    critique: [
      'Le camion est arrivé avec deux heures de retard, adieu la balance.',
      'Le matériel a été chargé sans soin, un pied de clavier est arrivé cassé.',
      'Le chauffeur s’est perdu deux fois, le groupe est arrivé sans avoir le temps de dîner.',
    ],
  },
  'booking-agency': {
    praise: [
      'L’agence nous a trouvé trois super artistes dans notre budget en une semaine.',
      'Contrats et fiches techniques clairs, et l’agence a tenu chaque artiste dans les temps.',
      'Lors d’une annulation de dernière minute, notre contact à l’agence a trouvé un remplaçant encore meilleur.',
      'Ils connaissent la scène et ont proposé des artistes parfaitement adaptés à notre public.',
      'L’agence a négocié un cachet juste et s’est chargée de l’hôtel et des trajets des artistes.',
      'La feuille de route de l’agence pour la soirée était claire à la minute près.',
    ],
    critique: [
      'L’agence a envoyé une autre programmation que celle du contrat.',
      'La commission de l’agence était élevée pour ce qui se résumait à transférer des mails.',
      'L’agence n’a jamais envoyé les fiches techniques des artistes, nous avons dû les demander nous-mêmes.',
    ],
  },
  merchandise: {
    praise: [
      'Le merch était parfaitement imprimé, et les t-shirts sont doux et bien coupés.',
      'Le stand de merch a été tenu toute la nuit, et le terminal de paiement n’a jamais flanché.',
      'De bons conseils sur les tailles et les quantités, les sweats sont partis en rupture.',
      'Tote bags, affiches et t-shirts livrés à temps et identiques aux épreuves.',
      'L’équipe graphique a fait de notre logo approximatif un très beau t-shirt.',
      'Ils ont tenu le stand en dépôt-vente, et l’inventaire final était juste à la pièce près.',
    ],
    critique: [
      'Les impressions ont pâli dès le premier lavage, et les tailles taillent petit.',
      'La moitié du merch est arrivée après le concert, le stand est resté vide.',
      'Les couleurs des affiches n’avaient rien à voir avec les épreuves.',
    ],
  },
}
