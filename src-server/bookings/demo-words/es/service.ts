import type { TypeRemarks } from '../words.ts'

/** Reseñas de demostración en español (Barcelona, Madrid, Ciudad de México): by service category. */
export const SERVICE: TypeRemarks['service'] = {
  sound: {
    praise: [
      'El equipo de sonido sonó limpio y contundente en todo el recinto.',
      'El técnico de sonido mezcló cinco bandas seguidas sin un solo cambio de escenario fallido.',
      'Monitores perfectos, y los discursos se entendían hasta el fondo.',
      'En la prueba de sonido ajustaron el equipo a la sala, y se notó muchísimo.',
      'Los micrófonos inalámbricos de la mesa redonda funcionaron sin fallos todo el día.',
      'El técnico mantuvo el volumen justo en el límite permitido, y aun así sonaba lleno.',
    ],
    critique: [
      'Acoples durante los discursos, y el técnico de sonido casi nunca estaba en la mesa.',
      'El equipo se quedaba corto para la sala, al fondo no llegaba casi nada.',
      'El equipo de sonido trajo los cables equivocados, y la prueba empezó con dos horas de retraso.',
    ],
  },
  lighting: {
    praise: [
      'El diseño de iluminación convirtió una nave sin gracia en algo mágico.',
      'El técnico de luces siguió cada momento del espectáculo de oído.',
      'Cabezas móviles, humo y luz cálida para los discursos: justo el ambiente que buscábamos.',
      'Un show de luces programado para cada artista, parecía el escenario principal de un festival.',
      'Con los focos de suelo, las paredes desnudas se tiñeron con los colores de nuestra marca.',
      'El cañón de seguimiento para los premiados se manejó a la perfección.',
    ],
    critique: [
      'La mitad de las cabezas móviles no funcionó nunca, y los frontales parpadearon toda la noche.',
      'La luz era demasiado fuerte durante la cena y demasiado oscura en el escenario.',
      'La máquina de humo hizo saltar la alarma de incendios porque nadie había revisado los detectores.',
    ],
  },
  staging: {
    praise: [
      'El escenario se montó rápido, firme como una roca y exactamente según el plano.',
      'Escaleras, barandillas y rampa para sillas de ruedas venían incluidas en el montaje.',
      'Un escenario cubierto sobre un terreno irregular que pasó la inspección a la primera.',
      'El equipo de montaje trabajó toda la noche para que pudiéramos empezar a la hora.',
      'Las tarimas para el coro y la orquesta eran firmes y se montaron en una hora.',
      'Trajeron incluso el faldón del escenario y escalones con luz.',
    ],
    critique: [
      'El escenario se movía, y la rampa era demasiado empinada para usarla.',
      'El escenario estuvo listo con un día de retraso, y con el primer chaparrón el techo tenía goteras.',
      'El escenario era más pequeño de lo encargado, y el batería tuvo que montar en el suelo.',
    ],
  },
  backline: {
    praise: [
      'El backline estaba impecable: parches nuevos, buenos amplis y teclados afinados.',
      'Estaba todo lo que pedían los riders de tres bandas, hasta la caja correcta.',
      'El técnico de backline cambió un ampli de bajo averiado en pleno concierto en dos minutos.',
      'Amplis y baterías de calidad a buen precio, entregados y recogidos puntualmente.',
      'Había repuesto de todo, y el soporte de caja de reserva nos hizo falta de verdad.',
      'Un piano de cola afinado, subido tres pisos sin un rasguño.',
    ],
    critique: [
      'La batería tenía los parches gastados y el ampli de guitarra estuvo chisporroteando toda la noche.',
      'El backline no se correspondía con los riders, y las bandas tuvieron que apañarse.',
      'El teclado tenía teclas rotas y no traía pedal de sustain.',
    ],
  },
  catering: {
    praise: [
      'La comida estaba buenísima, y el bufé se repuso incluso para los que llegaron tarde.',
      'Las comidas para el equipo y los artistas fueron frescas, calientes y puntuales cada día.',
      'Platos vegetarianos y veganos que todos querían probar, no una solución de compromiso.',
      'Los camareros fueron encantadores, y los canapés volaron en minutos.',
      'La comida callejera de madrugada para los que bailaban fue un exitazo.',
      'Cada alergia de nuestra lista estaba señalada en el bufé.',
    ],
    critique: [
      'A las nueve el bufé ya estaba vacío, y los platos calientes llegaron fríos.',
      'Poco personal en el catering, cuarenta minutos de cola para comer.',
      'Antes de la sesión de la tarde ya no quedaba café.',
    ],
  },
  security: {
    praise: [
      'El equipo de seguridad fue tranquilo, amable y firme en la puerta.',
      'En el foso, durante el cabeza de cartel, controlaron al público a la perfección.',
      'Los registros de bolsos fueron rápidos, y los vigilantes se sabían el plano del recinto de memoria.',
      'El jefe de seguridad recorrió el recinto con nosotros y mejoró las vías de evacuación.',
      'Los vigilantes atendieron a un invitado que se encontró mal, rápido y con discreción.',
      'El backstage se mantuvo tranquilo y cerrado para cualquiera sin acreditación.',
    ],
    critique: [
      'Algunos vigilantes fueron bordes con los invitados, y otros estaban con el móvil.',
      'Seguridad dejó entrar a demasiada gente, y la sala superó el aforo.',
      'Cuando preguntamos, el equipo de seguridad no conocía el plan de evacuación.',
    ],
  },
  'photo-video': {
    praise: [
      'Las fotos son preciosas: naturales, nítidas y llenas de ambiente.',
      'El aftermovie estuvo listo en una semana, y a nuestro cliente le encantó.',
      'El fotógrafo estaba en todas partes sin molestar nunca.',
      'Grabación multicámara de todo el concierto, con audio limpio sacado de la mesa.',
      'La retransmisión en directo del concierto no tuvo ni un corte.',
      'Foto de grupo con los doscientos invitados, organizada en diez minutos.',
    ],
    critique: [
      'Esperamos las fotos dos meses, y muchas están desenfocadas.',
      'El cámara tapaba la vista del escenario a las primeras filas.',
      'El montaje de vídeo usaba música sin derechos, y no pudimos publicarlo.',
    ],
  },
  transport: {
    praise: [
      'Las furgonetas llegaron puntualísimas, y los conductores conocían cada zona de carga de la ciudad.',
      'Llevaron la banda y todo el backline de una ciudad a otra durante la noche, sin un rasguño.',
      'Los autobuses lanzadera entre la estación y el recinto funcionaron como un reloj.',
      'Conductores simpáticos, vehículos limpios y un coordinador localizable incluso a las tres de la mañana.',
      'El autobús de gira estaba limpio y era cómodo, y el conductor sabía dónde aparcar en cada sala.',
      'También se encargaron del ferri y de los papeles de aduana del material.',
    ],
    critique: [
      'El camión llegó con dos horas de retraso y nos quedamos sin prueba de sonido.',
      'Cargaron el material sin ningún cuidado, y un soporte de teclado llegó roto.',
      'El conductor se perdió dos veces, y la banda llegó sin tiempo para cenar.',
    ],
  },
  'booking-agency': {
    praise: [
      'La agencia nos encontró tres artistas estupendos dentro de nuestro presupuesto en una semana.',
      'Contratos y riders claros, y la agencia mantuvo a cada artista dentro del horario.',
      'Cuando un artista canceló a última hora, nuestra persona de contacto en la agencia encontró un sustituto todavía mejor.',
      'Conocen bien la escena y nos propusieron artistas perfectos para nuestro público.',
      'La agencia negoció un caché justo y organizó el hotel y los viajes de los artistas.',
      'La hoja de ruta de la agencia para la noche era clara al minuto.',
    ],
    critique: [
      'La agencia mandó un cartel distinto del que figuraba en el contrato.',
      'La comisión de la agencia era alta para un trabajo que se limitó a reenviar correos.',
      'La agencia nunca mandó los riders de los artistas, y tuvimos que pedirlos nosotros.',
    ],
  },
  merchandise: {
    praise: [
      'El merch venía perfectamente estampado, y las camisetas son suaves y de buen corte.',
      'El puesto de merch estuvo atendido toda la noche, y el datáfono no falló ni una vez.',
      'Buenos consejos sobre tallas y cantidades, las sudaderas se agotaron.',
      'Bolsas de tela, pósters y camisetas entregados a tiempo e idénticos a las pruebas.',
      'El equipo de diseño convirtió nuestro logo a medio hacer en una camiseta preciosa.',
      'Llevaron el puesto en depósito, y el recuento final cuadraba pieza a pieza.',
    ],
    critique: [
      'Los estampados se desteñían con el primer lavado, y las tallas son pequeñas.',
      'La mitad del merch llegó después del concierto, y el puesto se quedó vacío.',
      'Los colores de los pósters no se parecían en nada a las pruebas.',
    ],
  },
}
