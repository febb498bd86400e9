'use strict';

// Blog articles. `cover` and `avatar` are files under src/seed/uploads/ (made by scripts/generate-media.mjs) that the
// seed uploads to the Media Library, with `alt` as their alternative text.
// Authors are people of the team roster (team-members.js); their avatars are their team photos.
// No LinkedIn address is seeded: nobody gave us real ones (docs/decisions.md 9).
const authors = {
  camila: {
    name: 'Camila Rojas',
    avatar: { file: 'team/camila-rojas.png', alt: 'Foto de Camila Rojas' },
    email: 'camila.rojas@linx.cl',
  },
  matias: {
    name: 'Matías Fuentes',
    avatar: { file: 'team/matias-fuentes.png', alt: 'Foto de Matías Fuentes' },
    email: 'matias.fuentes@linx.cl',
  },
  valentina: {
    name: 'Valentina Soto',
    email: 'valentina.soto@linx.cl',
  },
  equipo: {
    name: 'Equipo LINX',
    email: 'contacto@linx.cl',
  },
};

module.exports = [
  {
    title: 'Cartelería digital en retail: cómo convertir cada pantalla en un vendedor',
    slug: 'carteleria-digital-en-retail',
    description:
      'Las pantallas en tienda dejaron de ser afiches con luz. Te contamos cómo planificar contenidos, ubicaciones y métricas para que cada pantalla aporte a la venta.',
    cover: { file: 'articles/carteleria-digital-en-retail.webp', alt: 'Interior de una tienda: una pantalla de promociones entre dos estanterías, un menú digital vertical y un cliente mirándolos' },
    featured: true,
    categories: ['Experiencia al Cliente', 'Cartelería Digital'],
    author: authors.camila,
    content: `## Una pantalla no vende sola

Instalar pantallas es la parte fácil. Lo que marca la diferencia es **qué** se muestra, **dónde** y **cuándo**. En nuestros proyectos de retail vemos que las redes que mejor funcionan comparten tres hábitos: contenidos breves, ubicaciones pensadas según el recorrido del cliente y una revisión mensual de resultados.

## Los tres puntos calientes de una tienda

1. **La vitrina**: tienes entre 3 y 5 segundos para detener a quien pasa. Usa pantallas de alto brillo (2.500 nits o más) y mensajes de una sola idea.
2. **El pasillo de decisión**: aquí funcionan las comparaciones, las reseñas y las promociones por categoría.
3. **La caja**: el tiempo de espera es ideal para venta cruzada y para invitar a tu programa de fidelización.

## Contenido que rota, no que cansa

- Ciclos de 60 a 90 segundos, con piezas de 8 a 12 segundos.
- Programación por franja horaria: desayuno, almuerzo y tarde no venden lo mismo.
- Actualización central desde la nube, con aprobación de cada tienda cuando corresponda.

> Una promoción que se publica en minutos en 40 tiendas vale más que la mejor gráfica que llega una semana tarde.

## Mide antes de escalar

Antes de llevar la red a todas tus sucursales, haz un piloto con grupo de control. Compara ventas por categoría, tiempo de permanencia y, si cuentas con [medición de audiencia](/servicios/medicion-audiencia), impactos efectivos por pieza.

### ¿Por dónde empezar?

Revisa nuestro [catálogo de pantallas](/productos) o [conversemos sobre tu tienda](/contacto). También puedes escribirnos a [contacto@linx.cl](mailto:contacto@linx.cl).`,
  },
  {
    title: '5 métricas para medir el impacto de tus pantallas',
    slug: 'metricas-impacto-pantallas',
    description:
      'Impresiones, atención, conversión y más: las métricas que de verdad ayudan a decidir qué contenido mantener y cuál reemplazar.',
    cover: { file: 'articles/metricas-impacto-pantallas.webp', alt: 'Gran pantalla con un tablero de métricas y gráficos, observada por dos personas' },
    featured: false,
    categories: ['Analítica y Medición'],
    author: authors.matias,
    content: `## Medir para decidir

Una red de cartelería digital genera datos todos los días. La pregunta no es si medir, sino **qué métricas usar para tomar decisiones**.

## Las cinco que recomendamos

1. **Oportunidades de ver (OTS)**: cuántas personas pasan frente a la pantalla.
2. **Impresiones efectivas**: cuántas la miran al menos un segundo.
3. **Tiempo de atención promedio**: cuánto dura esa mirada, por pieza de contenido.
4. **Tasa de conversión asistida**: ventas de los productos promocionados frente a un grupo de control.
5. **Disponibilidad de la red**: porcentaje del tiempo en que cada pantalla estuvo encendida y reproduciendo.

## Privacidad primero

Los sensores de medición de audiencia modernos procesan la imagen en el mismo equipo y **no guardan rostros ni identidades**: solo envían conteos anónimos. Aun así, informa a tus clientes con señalética visible.

## Un tablero, una reunión al mes

- Compara piezas entre sí, no solo contra el mes anterior.
- Retira el 20% de contenidos con peor desempeño.
- Prueba una variante nueva por cada pieza retirada.

¿Quieres ver un tablero real? [Agenda una demostración](/contacto).`,
  },
  {
    title: 'Comunicación interna con pantallas: menos correos, más equipo',
    slug: 'comunicacion-interna-con-pantallas',
    description:
      'Los correos masivos se pierden. Las pantallas en casinos, bodegas y oficinas llegan a todo el equipo, incluso a quienes no tienen computador.',
    cover: { file: 'articles/comunicacion-interna-con-pantallas.webp', alt: 'Pantalla con indicadores del equipo sobre una mesa larga, rodeada por cuatro colaboradores' },
    featured: false,
    categories: ['Productividad'],
    author: authors.valentina,
    content: `## El problema: el correo no llega a todos

En faenas, centros de distribución y plantas productivas, buena parte del equipo **no revisa correo durante su turno**. Las pantallas de comunicación interna resuelven ese vacío.

## Qué publicar

- Indicadores de seguridad y días sin accidentes.
- Metas del turno y avance de producción en tiempo real.
- Cumpleaños, reconocimientos y noticias de la empresa.
- Alertas urgentes que interrumpen la programación habitual.

## Cómo organizarlo

### Un responsable por sede

Cada sede publica su contenido local y la casa matriz envía los mensajes corporativos. Así nadie depende de un único equipo para todo.

### Plantillas listas

Con plantillas aprobadas por comunicaciones, cualquier persona puede publicar sin diseñar desde cero y sin romper la marca.

## Resultado esperado

Las empresas que acompañamos reducen los correos masivos y mejoran el conocimiento de las campañas internas. Lee más sobre [cómo impulsar tu productividad](/productividad).`,
  },
  {
    title: 'Lift & Learn: cuando el producto en la mano activa el contenido',
    slug: 'lift-and-learn-producto-activa-contenido',
    description:
      'Al levantar un producto del exhibidor, la pantalla muestra su ficha, comparaciones y promociones. Así funciona y estos son sus resultados.',
    cover: { file: 'articles/lift-and-learn-producto-activa-contenido.webp', alt: 'Mano que levanta un producto de un exhibidor mientras la pantalla de al lado muestra su promoción' },
    featured: false,
    categories: ['Experiencia al Cliente'],
    author: authors.camila,
    content: `## ¿Qué es Lift & Learn?

Es una experiencia en la que **el cliente levanta un producto y la pantalla cercana reacciona** mostrando información específica de ese modelo. Sensores en el exhibidor detectan el movimiento y disparan el contenido.

## Dónde funciona mejor

- Tecnología: teléfonos, audífonos, relojes inteligentes.
- Belleza: fragancias y cuidado de la piel.
- Deportes: calzado y accesorios.

## Qué mostrar en pantalla

1. Ficha técnica breve y visual.
2. Comparación con el modelo vecino.
3. Opiniones de otros clientes.
4. Un llamado claro: "Pídelo en caja" o "Escanea y compra".

## Lo que aprendemos de los datos

Cada levantamiento queda registrado. Sabrás **qué productos se tocan más y cuáles se compran menos**, una pista directa para ajustar precio, ubicación o mensaje.

Conoce la solución en [ScreenTrigger](/servicios/lift-and-learn) o [escríbenos](mailto:contacto@linx.cl).`,
  },
  {
    title: 'Asistentes de IA en la atención al cliente: por dónde empezar',
    slug: 'asistentes-ia-atencion-cliente',
    description:
      'Un asistente de inteligencia artificial puede responder el 70% de las consultas frecuentes. La clave está en elegir bien el primer caso de uso.',
    cover: { file: 'articles/asistentes-ia-atencion-cliente.webp', alt: 'Pantalla con una conversación de chat junto a un tótem de autoatención con el distintivo IA' },
    featured: false,
    categories: ['Inteligencia Artificial', 'Experiencia al Cliente'],
    author: authors.matias,
    content: `## Empieza por las preguntas repetidas

Revisa los últimos tres meses de consultas. Casi siempre aparece un grupo pequeño de temas que concentra la mayor parte del volumen: horarios, estado de un pedido, cambios y devoluciones.

## Cuatro pasos para un piloto exitoso

1. **Define el alcance**: diez a quince intenciones bien resueltas valen más que cien a medias.
2. **Conecta las fuentes**: preguntas frecuentes, políticas y, si aplica, el sistema de pedidos.
3. **Diseña la derivación**: cuando el asistente no sabe, debe pasar la conversación a una persona sin que el cliente repita todo.
4. **Mide y ajusta**: tasa de resolución, satisfacción y conversaciones derivadas.

## En tienda también

El mismo asistente puede vivir en un **tótem interactivo** y orientar a los clientes dentro del local: dónde está un producto, si hay stock o cómo llegar a retiro en tienda.

## Cuidados

- Sé transparente: el cliente debe saber que conversa con un asistente.
- No entregues datos personales sin verificar identidad.
- Revisa respuestas sensibles con tu equipo legal.

Mira cómo lo implementamos en [Asistente IA](/servicios/asistente-ia).`,
  },
  {
    title: 'Gestión de contenidos en la nube: programa una red de 500 pantallas desde tu navegador',
    slug: 'gestion-contenidos-en-la-nube',
    description:
      'Programación por horario, roles de aprobación y monitoreo en línea: lo que debe tener una plataforma para administrar pantallas a escala.',
    cover: { file: 'articles/gestion-contenidos-en-la-nube.webp', alt: 'Nube con el número 500 conectada a cinco pantallas que muestran promociones, menús, tableros y paisajes' },
    featured: false,
    categories: ['Cartelería Digital', 'Productividad'],
    author: authors.equipo,
    content: `## De la memoria USB a la nube

Todavía vemos redes que se actualizan llevando un pendrive a cada tienda. Con una plataforma en la nube, **un cambio de precio llega a todas las pantallas en minutos**.

## Funciones imprescindibles

- **Programación por horario y por fecha**, con vigencias que se apagan solas.
- **Grupos de pantallas** por región, formato o tipo de tienda.
- **Roles y aprobaciones**: quién crea, quién aprueba y quién publica.
- **Monitoreo**: alertas cuando una pantalla se desconecta o deja de reproducir.
- **Reportes de reproducción** para demostrar a tus marcas que su campaña se emitió.

## Seguridad y continuidad

El reproductor guarda el contenido localmente: si se corta internet, **la pantalla sigue funcionando** con la última programación. Cuando vuelve la conexión, sincroniza los cambios.

## Preguntas para comparar proveedores

- **Escala**: ¿cuántas pantallas administra hoy su cliente más grande?
- **Soporte**: ¿hay soporte 24/7 en español?
- **Integraciones**: ¿se conecta con mi ERP, mis precios o mis turnos?

¿Tienes una red que crece? [Conversemos](/contacto).`,
  },
  {
    title: 'Salas de reuniones híbridas con pantallas interactivas',
    slug: 'salas-reuniones-hibridas-pantallas-interactivas',
    description:
      'Pizarra digital, videoconferencia y presentación inalámbrica en un solo equipo: claves para elegir la pantalla interactiva de tu sala.',
    cover: null,
    featured: false,
    categories: ['Productividad'],
    author: authors.valentina,
    content: `## Una sala, tres usos

Las salas actuales deben servir para **presentar, colaborar y conectar** a quienes están fuera de la oficina. Una pantalla interactiva reemplaza al proyector, la pizarra y el equipo de videoconferencia.

## Cómo elegir el tamaño

- Salas de 4 a 6 personas: 65 pulgadas.
- Salas de 8 a 12 personas: 75 pulgadas.
- Salas de capacitación o directorio: 86 pulgadas o más.

## Lo que no puede faltar

1. Toque multipunto (20 puntos o más) con baja latencia.
2. Presentación inalámbrica desde Windows, macOS, Android e iOS.
3. Sistema operativo integrado con actualizaciones de seguridad.
4. Cámara y micrófonos certificados para tus herramientas de videollamada.

## Adopción del equipo

La mejor tecnología falla si nadie la usa. Planifica **una capacitación breve por área** y deja una guía rápida impresa junto a la pantalla.

Revisa los modelos disponibles en nuestro [catálogo de pantallas interactivas](/productos).`,
  },
  {
    title: 'Videowalls: guía para elegir bisel, brillo y resolución',
    slug: 'guia-elegir-videowall',
    description:
      'Bisel de 0,44 mm o LED sin uniones, 500 o 700 nits: te explicamos qué mirar para que tu videowall se vea impecable durante años.',
    cover: { file: 'articles/guia-elegir-videowall.webp', alt: 'Videowall de nueve pantallas que muestra un paisaje, de noche' },
    featured: false,
    categories: ['Cartelería Digital'],
    author: authors.matias,
    content: `## LCD o LED

- **Videowall LCD**: excelente nitidez a corta distancia y menor costo por metro cuadrado. Tiene uniones visibles entre paneles.
- **Pantalla LED**: sin uniones, con brillo muy alto y formatos a medida. El *pixel pitch* define la distancia mínima de visión.

## El bisel importa

Un bisel de **0,44 mm de borde a borde** hace que las uniones casi desaparezcan a tres metros. Para textos pequeños, evita que una línea cruce justo por la unión.

## Brillo según el lugar

- **Oficina o sala de control**: 500 nits.
- **Mall con luz natural**: 700 nits.
- **Vitrina a la calle**: 2.500 nits o más.

## Operación continua

Si el videowall funcionará **24/7**, elige paneles certificados para ese uso, con calibración de color de fábrica y repuestos disponibles en Chile.

### Más información

Descarga nuestra guía en [Recursos](/recursos) o revisa los [videowalls del catálogo](/productos).`,
  },
  {
    title: 'Filas más cortas: gestión de turnos y señalética digital en sucursales',
    slug: 'filas-mas-cortas-gestion-turnos',
    description:
      'Cómo un sistema de turnos conectado a pantallas reduce la espera percibida y ordena la atención en bancos, clínicas y servicios.',
    cover: { file: 'articles/filas-mas-cortas-gestion-turnos.webp', alt: 'Sala de espera con una pantalla de llamado de turnos, un tótem de autoatención y tres clientes en fila' },
    featured: false,
    categories: ['Experiencia al Cliente', 'Analítica y Medición'],
    author: authors.equipo,
    content: `## La espera percibida

Diez minutos mirando una pared parecen veinte. Diez minutos con información clara del turno y contenido útil parecen cinco. **La señalética digital reduce la espera percibida** aunque el tiempo real sea el mismo.

## Componentes de la solución

1. Tótem de autoatención para sacar número o registrarse con el RUT.
2. Pantallas de llamado con voz y número en grande.
3. Contenido informativo entre llamados: requisitos, trámites digitales y promociones.
4. Tablero para supervisores con tiempos de espera por módulo.

## Datos que cambian la operación

- Horas punta por día de la semana.
- Trámites que más tiempo consumen.
- Módulos con mayor tasa de abandono.

Con esa información, puedes mover personal a los horarios críticos y **derivar trámites simples a canales digitales**.

Conoce un [caso real en banca](/casos-exito) o [escríbenos](mailto:contacto@linx.cl).`,
  },
];
