import type { TypeRemarks } from '../words.ts'

/** Deutsche Demo-Bewertungen (Berlin, Hamburg, München, Wien, Köln, Zürich): by service category. */
export const SERVICE: TypeRemarks['service'] = {
  sound: {
    praise: [
      'Die PA klang auf dem ganzen Gelände sauber und druckvoll.',
      'Der Tontechniker hat fünf Bands hintereinander gemischt, ohne einen einzigen holprigen Umbau.',
      'Die Monitore saßen, und die Reden waren bis in die letzte Reihe verständlich.',
      'Beim Soundcheck wurde die Anlage auf den Raum eingemessen, und das hat man gehört.',
      'Die Funkmikrofone für das Podium haben den ganzen Tag einwandfrei funktioniert.',
      'Der Techniker hat die Lautstärke genau am Limit der Lärmauflagen gehalten, und trotzdem klang es voll.',
    ],
    critique: [
      'Rückkopplungen bei den Reden, und der Tontechniker war selten am Pult.',
      'Die Anlage war für den Saal zu klein, hinten kam fast nichts an.',
      'Die Tonfirma hatte die falschen Kabel dabei, der Soundcheck begann zwei Stunden zu spät.',
    ],
  },
  lighting: {
    praise: [
      'Das Lichtdesign hat eine schlichte Halle in etwas Magisches verwandelt.',
      'Der Lichttechniker hat jeden Einsatz der Show nach Gehör gefahren.',
      'Moving Heads, Haze und warmes Licht für die Reden: genau die Stimmung, die wir wollten.',
      'Für jeden Act war eine eigene Lichtshow programmiert, es sah aus wie auf einer Festival-Hauptbühne.',
      'Mit den Uplights waren die kahlen Wände plötzlich in unseren Firmenfarben.',
      'Der Verfolger auf die Preisträger wurde perfekt gefahren.',
    ],
    critique: [
      'Die Hälfte der Moving Heads ging nie, und das Flächenlicht flackerte den ganzen Abend.',
      'Beim Essen war das Licht viel zu grell und auf der Bühne zu dunkel.',
      'Der Hazer hat den Feueralarm ausgelöst, weil niemand die Melder geprüft hatte.',
    ],
  },
  staging: {
    praise: [
      'Die Bühne stand schnell, bombenfest und genau nach Plan.',
      'Treppen, Geländer und eine Rollstuhlrampe waren beim Bühnenbau mit dabei.',
      'Auf unebenem Boden wurde eine überdachte Bühne gebaut, und die Abnahme ging beim ersten Mal durch.',
      'Das Bühnenbauteam hat die Nacht durchgearbeitet, damit wir pünktlich anfangen konnten.',
      'Die Podeste für Chor und Orchester waren stabil und in einer Stunde aufgebaut.',
      'Eine Verkleidung für die Bühnenkante und beleuchtete Stufen haben sie sogar auch mitgebracht.',
    ],
    critique: [
      'Die Bühne hat gewackelt, und die Rampe war zu steil.',
      'Die Bühne stand einen Tag zu spät, und beim ersten Schauer hat das Dach geleckt.',
      'Die Bühne war kleiner als bestellt, der Schlagzeuger musste auf dem Boden aufbauen.',
    ],
  },
  backline: {
    praise: [
      'Das Backline-Material war top in Schuss: neue Felle, gute Amps, gestimmte Keyboards.',
      'Alles von den Ridern dreier Bands war da, bis hin zur richtigen Snare.',
      'Der Backliner hat einen ausgefallenen Bassverstärker mitten im Set in zwei Minuten getauscht.',
      'Hochwertige Amps und Drums zu fairen Preisen, pünktlich geliefert und abgeholt.',
      'Von allem gab es Ersatz, und den Ersatz-Snareständer haben wir tatsächlich gebraucht.',
      'Ein gestimmter Flügel, drei Stockwerke hoch getragen, ohne einen Kratzer.',
    ],
    critique: [
      'Das Schlagzeug hatte abgenutzte Felle, und der Gitarrenverstärker hat den ganzen Abend geknistert.',
      'Die Backline passte nicht zu den Ridern, die Bands mussten improvisieren.',
      'Das Keyboard hatte kaputte Tasten und kein Sustainpedal.',
    ],
  },
  catering: {
    praise: [
      'Das Essen war köstlich, und das Buffet wurde auch für die Nachzügler immer wieder aufgefüllt.',
      'Das Catering für Crew und Künstler war jeden Tag frisch, heiß und pünktlich.',
      'Vegetarische und vegane Gerichte, die alle probieren wollten, nicht bloß eine Notlösung.',
      'Das Servicepersonal war herzlich, und die Häppchen waren in Minuten weg.',
      'Das Streetfood zu später Stunde für die Tanzenden war der Renner.',
      'Jede Allergie auf unserer Liste war am Buffet gekennzeichnet.',
    ],
    critique: [
      'Um neun war das Buffet leer, und die warmen Speisen kamen kalt an.',
      'Zu wenig Personal beim Catering, an der Essensausgabe stand man vierzig Minuten.',
      'Vor dem Nachmittagsprogramm war der Kaffee schon aus.',
    ],
  },
  security: {
    praise: [
      'Das Sicherheitsteam war ruhig, freundlich und an der Tür konsequent.',
      'Beim Headliner hatten die Leute am Wellenbrecher alles perfekt im Griff.',
      'Die Taschenkontrollen gingen schnell, und die Ordner kannten den Geländeplan auswendig.',
      'Der Einsatzleiter ist mit uns das Gelände abgelaufen und hat unsere Fluchtwege verbessert.',
      'Die Ordner haben einem Gast, dem schlecht wurde, schnell und diskret geholfen.',
      'Der Backstage-Bereich blieb ruhig und für alle ohne Pass geschlossen.',
    ],
    critique: [
      'Manche Ordner waren unhöflich zu den Gästen, andere standen nur mit dem Handy herum.',
      'Die Security hat viel zu viele Leute reingelassen, der Saal war überfüllt.',
      'Als wir nachgefragt haben, kannte das Sicherheitsteam den Evakuierungsplan nicht.',
    ],
  },
  'photo-video': {
    praise: [
      'Die Fotos sind traumhaft: natürlich, gestochen scharf und voller Atmosphäre.',
      'Das Aftermovie war nach einer Woche fertig, und unser Kunde war begeistert.',
      'Der Fotograf war überall und stand trotzdem nie im Weg.',
      'Mehrkamera-Video vom ganzen Konzert, mit sauberem Ton direkt vom Pult.',
      'Der Livestream des Konzerts lief ohne einen einzigen Aussetzer.',
      'Ein Gruppenfoto mit allen zweihundert Gästen, organisiert in zehn Minuten.',
    ],
    critique: [
      'Auf die Fotos haben wir zwei Monate gewartet, und viele sind unscharf.',
      'Der Kameramann hat den vorderen Reihen die Sicht auf die Bühne versperrt.',
      'Im Videoschnitt war Musik ohne Lizenz, wir konnten ihn nicht veröffentlichen.',
    ],
  },
  transport: {
    praise: [
      'Die Transporter waren auf die Minute da, und die Fahrer kannten jede Laderampe der Stadt.',
      'Band und komplette Backline wurden über Nacht von einer Stadt in die andere gebracht, ohne einen Kratzer.',
      'Die Shuttlebusse zwischen Bahnhof und Gelände fuhren wie ein Uhrwerk.',
      'Freundliche Fahrer, saubere Fahrzeuge und eine Disposition, die auch um drei Uhr nachts erreichbar war.',
      'Der Tourbus war sauber und bequem, und der Fahrer wusste an jedem Spielort, wo er parken kann.',
      'Um Fährbuchung und Zollpapiere für das Equipment haben sie sich auch gekümmert.',
    ],
    critique: [
      'Der Lkw kam zwei Stunden zu spät, der Soundcheck fiel aus.',
      'Das Equipment wurde lieblos verladen, ein Keyboardständer kam kaputt an.',
      'Der Fahrer hat sich zweimal verfahren, die Band kam ohne Zeit zum Essen an.',
    ],
  },
  'booking-agency': {
    praise: [
      'Die Agentur hat uns in einer Woche drei tolle Acts in unserem Budget vermittelt.',
      'Verträge und Rider waren klar, und die Agentur hat jeden Künstler im Zeitplan gehalten.',
      'Als kurzfristig ein Act absprang, hat unsere Ansprechpartnerin bei der Agentur sogar besseren Ersatz gefunden.',
      'Die kennen die Szene und haben Acts vorgeschlagen, die perfekt zu unserem Publikum passten.',
      'Die Agentur hat eine faire Gage verhandelt und Hotel und Anreise der Künstler organisiert.',
      'Der Ablaufplan der Agentur für den Abend war minutengenau und klar.',
    ],
    critique: [
      'Die Agentur hat ein anderes Line-up geschickt als das im Vertrag.',
      'Die Provision der Agentur war hoch dafür, dass im Grunde nur Mails weitergeleitet wurden.',
      'Die Rider der Künstler hat die Agentur nie geschickt, wir mussten selbst nachfragen.',
    ],
  },
  merchandise: {
    praise: [
      'Das Merch war perfekt bedruckt, und die Shirts sind weich und gut geschnitten.',
      'Der Merchstand war die ganze Nacht besetzt, und das Kartenlesegerät hat nie gestreikt.',
      'Gute Beratung zu Größen und Stückzahlen, die Hoodies waren ausverkauft.',
      'Jutebeutel, Poster und Shirts kamen pünktlich und genau wie im Korrekturabzug.',
      'Aus unserem groben Logo hat das Designteam ein richtig schönes Shirt gemacht.',
      'Den Stand haben sie auf Kommission betrieben, und die Endabrechnung stimmte aufs Stück.',
    ],
    critique: [
      'Die Drucke waren nach der ersten Wäsche verblasst, und die Größen fallen klein aus.',
      'Die Hälfte des Merch kam erst nach der Show, der Stand blieb leer.',
      'Die Farben der Poster hatten mit dem Korrekturabzug nichts zu tun.',
    ],
  },
}
