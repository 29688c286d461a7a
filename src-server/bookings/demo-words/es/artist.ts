import type { TypeRemarks } from '../words.ts'

/** Reseñas de demostración en español (Barcelona, Madrid, Ciudad de México): by act type. */
export const ARTIST: TypeRemarks['artist'] = {
  band: {
    praise: [
      'La banda llenó la pista desde el primer acorde hasta el último bis.',
      'Una base rítmica muy sólida, un cantante con muchísima presencia y un repertorio para todas las edades.',
      'Se aprendieron la canción de nuestro primer baile en una semana y sonó como si fuera suya.',
      'Dos pases largos, y en el segundo no se sentó ni un solo invitado.',
      'A partir de nuestra lista de canciones a medio hacer, la banda montó tres pases que fueron subiendo hasta medianoche.',
      'Vientos, coros y un batería que no perdió el groove en ningún momento: en directo la banda suena aún mejor que en los vídeos.',
    ],
    critique: [
      'La banda tocaba demasiado alto para la sala y no bajó el volumen aunque se lo pedimos.',
      'Las versiones de siempre en cualquier boda, y descansos eternos entre pases.',
      'La banda tardó hora y media en montar y bloqueó la salida de emergencia con sus flight cases.',
    ],
  },
  dj: {
    praise: [
      'El DJ supo leer a la gente a la perfección, la pista no se vació en ningún momento.',
      'Mezclas impecables toda la noche, de la música disco durante la cena al house pasada la medianoche.',
      'Se tomó en serio nuestra lista de peticiones y además metió temas que nadie conocía y que bailó todo el mundo.',
      'Trajo sus propios platos y luces, y en diez minutos la pista estaba llena.',
      'Durante la cena el volumen permitía charlar, y después la sala se convirtió en un club.',
      'El DJ pinchó nuestros clásicos de siempre en el momento justo, y toda la oficina acabó en la pista.',
    ],
    critique: [
      'Las transiciones eran torpes y la pista se vaciaba entre tema y tema.',
      'El DJ puso sobre todo su propia lista y pasó de todas las peticiones.',
      'La mezcla estaba bien, pero las luces de la cabina deslumbraban y la música se cortó dos veces.',
    ],
  },
  solo: {
    praise: [
      'Solo una voz y una guitarra, y toda la sala se quedó en silencio escuchando.',
      'Un pase en solitario precioso durante el cóctel, los invitados no paraban de preguntar quién era.',
      'En la ceremonia tocó nuestra canción con tanta emoción que media sala acabó llorando.',
      'Voz cálida, comentarios simpáticos entre canciones y el volumen siempre justo.',
      'Los invitados pudieron pedir canciones, y hasta hubo una estrofa escrita para los novios.',
      'Una sola persona en el escenario se metió en el bolsillo a una sala de doscientas personas, no lo esperábamos.',
    ],
    critique: [
      'El pase era agradable pero tan flojo que desde el fondo apenas se oía.',
      'Se olvidó la letra dos veces y la guitarra estuvo desafinada casi todo el primer pase.',
      'Entre canción y canción se miraba más el móvil que al público.',
    ],
  },
  duo: {
    praise: [
      'Los dos se compenetran de maravilla, con algunas armonías se me puso la piel de gallina.',
      'Un dúo que suena como una banda entera y cabe en cualquier rincón.',
      'Versiones acústicas para el aperitivo y, después de la cena, una segunda parte mucho más animada.',
      'Piano y voz perfectos, y organizarlo todo con ellos fue facilísimo.',
      'Violín y guitarra para la ceremonia, con la música de entrada medida al segundo.',
      'Se intercambiaban los instrumentos entre canciones, así que las tres horas se pasaron volando.',
    ],
    critique: [
      'El dúo parecía poco ensayado y la segunda voz desafinaba a menudo.',
      'Agradable, pero dos horas con el mismo tempo lento acabaron apagando la sala.',
      'Los altavoces del dúo eran demasiado pequeños, y medio jardín no oía nada.',
    ],
  },
  trio: {
    praise: [
      'El trío de jazz era justo la música de fondo que queríamos: elegante y nunca invasiva.',
      'Contrabajo, batería y piano, con un swing que hizo bailar hasta a los abuelos.',
      'Adaptaron el repertorio al ambiente según avanzaba la noche.',
      'Tres músicos excelentes, y se nota lo mucho que disfrutan tocando juntos.',
      'El trío tocó todas las peticiones escritas en servilletas, sin excepción.',
      'Volumen perfecto durante la cena y luego un último pase con un swing irresistible.',
    ],
    critique: [
      'El trío repitió una y otra vez los mismos cuatro estándares.',
      'La batería tapaba el piano y en las mesas no había quien hablara.',
      'El contrabajo prometido nunca llegó, y el trío tocó con un bajo de teclado.',
    ],
  },
  orchestra: {
    praise: [
      'Una orquesta completa en nuestra sala fue algo inolvidable, sobre todo la cuerda.',
      'El director preparó el programa con nosotros e incluso añadió una pieza que le pedimos.',
      'Sesenta músicos en el escenario y todo funcionó como un reloj, del ensayo al último saludo.',
      'En el final, con todos los metales, el público entero se puso en pie.',
      'De las bandas sonoras a Brahms, el programa de la orquesta se ganó a todo el público.',
      'El gerente de la orquesta nos mandó el plano del escenario semanas antes, y sillas y atriles estuvieron listos a tiempo.',
    ],
    critique: [
      'La orquesta necesitaba mucho más espacio del acordado y el montaje fue un caos.',
      'La afinación de la cuerda dejó que desear y el ensayo se alargó una hora.',
      'La orquesta tocó bien, pero el programa era demasiado largo para una cena de gala.',
    ],
  },
  choir: {
    praise: [
      'El coro llenó la iglesia de sonido, la pieza a capela fue impresionante.',
      'Entradas limpias, un empaste precioso y un programa pensado para nuestros invitados.',
      'Cantaron en el vestíbulo mientras llegaba el público, y eso marcó el tono perfecto.',
      'Con la directora del coro fue un gusto organizarlo todo, y esa noche cada nota estuvo en su sitio.',
      'El coro cantó los himnos de todos los países de nuestros invitados, con una preparación impecable.',
      'Cuarenta voces de gospel en el patio, y en el último estribillo los invitados cantaban con ellos.',
    ],
    critique: [
      'Solo vino la mitad del coro, y en una sala grande sonaba muy pobre.',
      'Las sopranos se calaban en los pasajes suaves, y el público lo notó.',
      'El coro necesitaba tarimas de las que nadie nos había hablado, y la última fila no se veía.',
    ],
  },
  comedian: {
    praise: [
      'Muy gracioso, y los chistes sobre nuestro sector funcionaron en todas las mesas.',
      'Adaptó el monólogo a un público de empresa sin volverse soso.',
      'La interacción con el público fue brillante, nuestro jefe todavía no se ha recuperado.',
      'Cuarenta minutos de risas sin parar y un sentido del ritmo perfecto.',
      'Diez minutos sobre nuestro lanzamiento de producto, más graciosos que todo lo que ha escrito nunca nuestro departamento de marketing.',
      'Manejó al gracioso de la mesa seis con tanto humor que acabó siendo el que más se reía.',
    ],
    critique: [
      'Algunos chistes se pasaron de la raya para un público de empresa y la sala se enfrió.',
      'El monólogo sonaba a refrito, y la mitad no encajaba para nada con el público.',
      'El espectáculo se alargó media hora, y el servicio de la cena tuvo que esperar.',
    ],
  },
  magician: {
    praise: [
      'La magia de cerca entre las mesas dio conversación toda la noche.',
      'Ni nuestros adolescentes más escépticos pillaron los trucos de cartas.',
      'El espectáculo después de la cena fue ingenioso y encantador, los niños alucinaron.',
      'Se mezcló con los invitados durante el cóctel y rompió el hielo en cuestión de minutos.',
      'El número de mentalismo del final dejó sin palabras a nuestro director general.',
      'Globoflexia y trucos con monedas tuvieron entretenidos a los niños una tarde entera.',
    ],
    critique: [
      'Varios trucos salieron mal delante de todos y el espectáculo se hizo largo.',
      'La magia estuvo bien, pero el número duró la mitad de lo que pagamos.',
      'La charla entre truco y truco era tan larga que los niños se aburrieron antes de la magia.',
    ],
  },
  dancer: {
    praise: [
      'La actuación de baile fue espectacular, con un vestuario precioso y cada movimiento clavado con la música.',
      'La coreografía estaba pensada al centímetro para nuestro escenario, los invitados se quedaron embobados.',
      'Después del espectáculo hubo una pequeña clase para los invitados, y al final estaban todos en la pista.',
      'Elegancia, fuerza y una profesionalidad total, del ensayo a la pose final.',
      'La danza del fuego al anochecer fue la foto de la noche.',
      'Cuatro cambios de vestuario, y cada número contaba una historia nueva.',
    ],
    critique: [
      'Hacía falta un suelo de danza que nadie nos había mencionado, así que se cortó parte del número.',
      'La coreografía parecía poco ensayada y las entradas con la música iban desfasadas.',
      'La compañía llegó sin su propia música, y nuestro técnico de sonido tuvo que improvisar.',
    ],
  },
}
