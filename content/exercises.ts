import type { z } from 'zod';
import type { exerciseActivitySchema } from '../src/core/contracts/content.ts';

/**
 * Exercise activities for pregnancy (weeks 1-42) and after birth (postpartum weeks 0-52).
 * Safety rules kept throughout: no lying flat on the back for long as the bump grows, no contact sports,
 * no heart-rate targets (the talk test instead), and stop and call if a stop sign appears.
 */

type Exercise = z.input<typeof exerciseActivitySchema>;

/** Warning-sign ids that mean "stop and call" during pregnancy exercise, at any week. */
const pregnancyStopSigns = [
  'vaginal-bleeding',
  'dizziness-fainting',
  'chest-pain-breathing',
  'leg-clot-signs',
  'waters-breaking',
];
/**
 * For activities offered from week 20 on: early contractions apply from 20 weeks in the catalogue, so they
 * are a stop sign only where an activity starts at 20 or later.
 */
const laterPregnancyStopSigns = [...pregnancyStopSigns, 'preterm-contractions'];

/**
 * Warning-sign ids that mean "stop and call" during exercise after birth: the catalogue's after-birth signs.
 * Feeling faint with heavy bleeding is postpartum-haemorrhage-collapse (warning-signs.md B); the catalogue's
 * dizziness-fainting is a pregnancy sign.
 */
const postpartumStopSigns = [
  'postpartum-heavy-bleeding',
  'postpartum-haemorrhage-collapse',
  'chest-pain-breathing',
  'leg-clot-signs',
  'wound-infection',
  'postpartum-severe-abdominal-pain',
];

const acogPregnancy = { org: 'ACOG', title: 'Exercise During Pregnancy' };
const nhsPregnancy = { org: 'NHS', title: 'Exercise in pregnancy' };
const nhsPelvicFloor = { org: 'NHS', title: 'Pelvic floor exercises' };
const acogPostpartum = { org: 'ACOG', title: 'Exercise After Pregnancy' };
const nhsPostPregnancy = { org: 'NHS', title: 'Your post-pregnancy body' };

export const exercises: Exercise[] = [
  // ---------------------------------------------------------------------------------------------
  // Pregnancy: pelvic floor
  // ---------------------------------------------------------------------------------------------
  {
    id: 'preg-pelvic-floor-squeezes',
    title: 'Pelvic floor squeezes',
    description:
      'Slow holds and quick squeezes for the muscles that support your bladder, bowel and womb. You can do them anywhere, sitting, standing or lying on your side, and nobody will know.',
    category: 'pelvic_floor',
    difficulty: 'gentle',
    duration: 5,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 42,
    instructions: [
      {
        title: 'Get comfortable',
        description:
          'Sit upright on a chair with your feet flat, or lie on your side with a pillow between your knees. Let your tummy, bottom and thighs stay soft.',
      },
      {
        title: 'Find the right muscles',
        description:
          'Imagine you are stopping yourself passing wind and holding in a wee at the same time. That gentle lift and squeeze inside is your pelvic floor.',
      },
      {
        title: 'Slow holds',
        description:
          'Squeeze and lift, then hold for a few seconds while you keep breathing normally. Let go completely and rest before the next one.',
      },
      {
        title: 'Quick squeezes',
        description: 'Now squeeze and let go quickly, a few times in a row, relaxing fully after each one.',
      },
      {
        title: 'Build up slowly',
        description:
          'Over the weeks, hold a little longer and do a few more. Aim for a few short sessions spread through your day.',
      },
    ],
    voiceTips: [
      'Breathe normally. There is no need to hold your breath.',
      'Letting go is just as important as the squeeze.',
      'Every small squeeze counts. You are doing well.',
    ],
    benefits: [
      'Helps prevent leaking when you cough, sneeze or laugh',
      'Supports your bladder and bowel as your bump grows',
      'Can help your recovery after birth',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPelvicFloor, nhsPregnancy],
  },
  {
    id: 'preg-pelvic-floor-breath-connection',
    title: 'Pelvic floor and breath together',
    description:
      'Linking your pelvic floor with your breath, so the muscles learn to lift and to let go. A calm practice for the middle and later months of pregnancy.',
    category: 'pelvic_floor',
    difficulty: 'gentle',
    duration: 8,
    stage: 'pregnancy',
    weekStart: 14,
    weekEnd: 42,
    instructions: [
      {
        title: 'Sit tall',
        description:
          'Sit on a chair or a birth ball with your feet flat and hip-width apart. Rest your hands on your bump or your thighs.',
      },
      {
        title: 'Breathe in and soften',
        description:
          'Breathe in slowly through your nose. Feel your ribs widen and let your pelvic floor relax and drop a little.',
      },
      {
        title: 'Breathe out and lift',
        description:
          'As you breathe out, gently squeeze and lift your pelvic floor, as if picking up a blueberry with those muscles.',
      },
      {
        title: 'Release fully',
        description: 'On your next in-breath, let everything go. Notice the feeling of letting go.',
      },
      {
        title: 'Repeat gently',
        description: 'Repeat a few times, then rest. Stop while it still feels easy.',
      },
    ],
    voiceTips: [
      'Breathe in, soften. Breathe out, lift.',
      'Slow and gentle is exactly right.',
      'Notice how it feels to let go completely.',
    ],
    benefits: [
      'Teaches your pelvic floor to relax as well as tighten',
      'Pairs well with calm breathing for labour',
      'Supports your bladder as your bump grows',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPelvicFloor, acogPregnancy],
  },
  {
    id: 'preg-pelvic-floor-letting-go',
    title: 'Letting go: pelvic floor release for birth',
    description:
      'A gentle practice of relaxing your pelvic floor rather than squeezing it, to get to know how letting go feels as birth comes closer.',
    category: 'pelvic_floor',
    difficulty: 'gentle',
    duration: 5,
    stage: 'pregnancy',
    weekStart: 34,
    weekEnd: 42,
    instructions: [
      {
        title: 'Get comfortable',
        description:
          'Lie on your side with pillows under your head, bump and between your knees, or sit leaning slightly forward on a ball or chair.',
      },
      {
        title: 'Notice your jaw and shoulders',
        description:
          'Unclench your jaw and let your shoulders drop. A soft jaw often helps the pelvic floor soften too.',
      },
      {
        title: 'Breathe low and slow',
        description:
          'Breathe in and feel the breath go down towards your pelvis. Let the area between your legs feel heavy and open.',
      },
      {
        title: 'Long out-breath',
        description:
          'Breathe out slowly through softly parted lips, as if fogging up a window. Let your pelvic floor stay relaxed.',
      },
      {
        title: 'Rest',
        description: 'Carry on for a few minutes, then rest. Come back to it whenever you like.',
      },
    ],
    voiceTips: [
      'Soft jaw, soft shoulders, soft body.',
      'Let your breath drop low and slow.',
      'There is nothing to push. Just let go.',
    ],
    benefits: [
      'Helps you learn what a relaxed pelvic floor feels like',
      'A calming practice to bring to labour',
      'Eases tension in your jaw and shoulders',
    ],
    stopSigns: laterPregnancyStopSigns,
    sources: [nhsPelvicFloor, nhsPregnancy],
  },

  // ---------------------------------------------------------------------------------------------
  // Pregnancy: breath
  // ---------------------------------------------------------------------------------------------
  {
    id: 'preg-calming-breath',
    title: 'Calming breath',
    description:
      'A few minutes of slow breathing with a longer out-breath. Good for busy days, worried moments and before sleep.',
    category: 'breath',
    difficulty: 'gentle',
    duration: 5,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 42,
    instructions: [
      {
        title: 'Settle in',
        description:
          'Sit comfortably or lie on your side. Place one hand on your chest and one on your belly or bump.',
      },
      {
        title: 'Breathe in through your nose',
        description: 'Breathe in gently through your nose for a slow count of about four.',
      },
      {
        title: 'Breathe out a little longer',
        description:
          'Breathe out slowly through your mouth for a slow count of about six. Let your shoulders drop.',
      },
      {
        title: 'Keep it easy',
        description:
          'If the counting feels hard, just make the out-breath a little longer than the in-breath. There is no wrong way.',
      },
      {
        title: 'Come back slowly',
        description: 'After a few minutes, let your breathing return to normal and notice how you feel.',
      },
    ],
    voiceTips: [
      'In through your nose. Out slowly through your mouth.',
      'Let your shoulders soften.',
      'You have time. There is no rush.',
    ],
    benefits: ['Helps you feel calmer', 'Can make it easier to fall asleep', 'A skill you can use in labour'],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPregnancy, { org: 'NHS', title: 'Mental health in pregnancy' }],
  },
  {
    id: 'preg-rib-cage-breathing',
    title: 'Rib cage breathing',
    description:
      'As your bump grows there is less room to breathe deeply. This practice helps you breathe into the sides and back of your ribs.',
    category: 'breath',
    difficulty: 'gentle',
    duration: 5,
    stage: 'pregnancy',
    weekStart: 14,
    weekEnd: 42,
    instructions: [
      {
        title: 'Sit upright',
        description:
          'Sit tall on a chair or ball, or stand with your back against a wall. Relax your shoulders.',
      },
      {
        title: 'Hands on your ribs',
        description: 'Place your hands on the sides of your lower ribs, fingers pointing forwards.',
      },
      {
        title: 'Breathe into your hands',
        description:
          'Breathe in slowly through your nose and feel your ribs widen into your hands, sideways and back.',
      },
      {
        title: 'Breathe out slowly',
        description: 'Breathe out and feel your ribs gently draw back in. Keep your shoulders low.',
      },
      {
        title: 'Rest',
        description: 'Repeat for a few minutes. If you feel light-headed, stop and breathe normally.',
      },
    ],
    voiceTips: [
      'Breathe wide, into your hands.',
      'Shoulders low and easy.',
      'Nice and slow. You are doing beautifully.',
    ],
    benefits: [
      'Helps you feel less short of breath as your bump grows',
      'Encourages good posture',
      'Calms a busy mind',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPregnancy, acogPregnancy],
  },
  {
    id: 'preg-labour-breathing-practice',
    title: 'Practising breathing for labour',
    description:
      'Rehearse slow, steady breathing you can lean on during contractions. Practising now helps it feel familiar when the time comes.',
    category: 'breath',
    difficulty: 'gentle',
    duration: 10,
    stage: 'pregnancy',
    weekStart: 30,
    weekEnd: 42,
    instructions: [
      {
        title: 'Find an upright position',
        description:
          'Sit leaning forward over a table or the back of a chair, kneel over a ball, or lie on your side: positions you might use in labour.',
      },
      {
        title: 'Start with a welcome breath',
        description: 'Take one slow breath in through your nose and let it go with a sigh.',
      },
      {
        title: 'Breathe in slowly',
        description: 'Breathe in through your nose, letting your belly and ribs rise.',
      },
      {
        title: 'Breathe out longer',
        description:
          'Breathe out slowly through your mouth, a little longer than the in-breath. Some people like to hum or sigh.',
      },
      {
        title: 'Imagine a wave',
        description:
          'Picture a practice contraction as a wave that rises and falls. Keep the slow rhythm going until the wave passes.',
      },
      {
        title: 'Involve your birth partner',
        description:
          'If you have a birth partner, let them practise counting or breathing with you, and try a gentle hand on your lower back.',
      },
    ],
    voiceTips: [
      'One breath at a time.',
      'Breathe in calm. Breathe out tension.',
      'Each breath brings you closer to meeting your baby.',
    ],
    benefits: [
      'Builds a calm rhythm you can use in labour',
      'Gives your birth partner a way to help',
      'Helps you rest and relax now',
    ],
    stopSigns: laterPregnancyStopSigns,
    sources: [nhsPregnancy, { org: 'NHS', title: 'Pain relief in labour' }],
  },

  // ---------------------------------------------------------------------------------------------
  // Pregnancy: walking
  // ---------------------------------------------------------------------------------------------
  {
    id: 'preg-everyday-walk',
    title: 'Everyday walk',
    description:
      'An easy walk at your own pace. Walking is one of the safest ways to stay active all through pregnancy, and you can start wherever you are.',
    category: 'walking',
    difficulty: 'light',
    duration: 20,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 42,
    instructions: [
      {
        title: 'Get ready',
        description:
          'Wear supportive shoes and comfortable layers. Bring water and go to the toilet before you set off.',
      },
      {
        title: 'Start slowly',
        description: 'Walk gently for the first few minutes to warm up.',
      },
      {
        title: 'Find your pace',
        description:
          'Walk at a pace where you can still hold a conversation. If you cannot talk comfortably, slow down.',
      },
      {
        title: 'Choose easy ground',
        description: 'Pick flat, even paths where you can. Your balance changes as your bump grows.',
      },
      {
        title: 'Cool down',
        description: 'Slow down for the last few minutes and have a drink of water when you finish.',
      },
    ],
    voiceTips: [
      'You should still be able to chat as you walk.',
      'Slow down whenever you need to.',
      'Well done for getting out today.',
    ],
    benefits: [
      'Good for your heart and your mood',
      'Can help you sleep better',
      'Easy to fit into your day, with no kit needed',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPregnancy, acogPregnancy],
  },
  {
    id: 'preg-brisk-walk',
    title: 'Brisk walk',
    description:
      'A livelier walk for the first and second trimesters, if you feel well and your midwife or doctor has not advised otherwise.',
    category: 'walking',
    difficulty: 'moderate',
    duration: 30,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 27,
    instructions: [
      {
        title: 'Warm up',
        description: 'Walk at an easy pace for the first few minutes and roll your shoulders.',
      },
      {
        title: 'Pick up the pace',
        description:
          'Walk a little faster, swinging your arms. You should feel warmer and breathe a bit harder, but still be able to talk.',
      },
      {
        title: 'Use the talk test',
        description:
          'If you cannot speak in full sentences, slow down. Pregnancy is not the time to push to your limit.',
      },
      {
        title: 'Stay cool and drink',
        description: 'Avoid walking in the hottest part of the day and sip water along the way.',
      },
      {
        title: 'Keep it safe',
        description:
          'Choose walking over contact sports or anything where you might fall or be knocked. If a stop sign appears, stop and call your midwife or doctor.',
      },
      {
        title: 'Cool down',
        description: 'Ease back to a gentle pace for the last few minutes.',
      },
    ],
    voiceTips: [
      'Brisk, but you can still chat.',
      'Swing your arms and enjoy the air.',
      'Slowing down is always allowed.',
    ],
    benefits: ['Builds fitness for the months ahead', 'Lifts your mood and energy', 'Can ease constipation'],
    stopSigns: pregnancyStopSigns,
    sources: [acogPregnancy, nhsPregnancy],
  },
  {
    id: 'preg-gentle-third-trimester-walk',
    title: 'Gentle walk for the last weeks',
    description:
      'A shorter, slower walk for the third trimester, when your bump is bigger and your balance has changed.',
    category: 'walking',
    difficulty: 'gentle',
    duration: 15,
    stage: 'pregnancy',
    weekStart: 28,
    weekEnd: 42,
    instructions: [
      {
        title: 'Plan a short route',
        description: 'Choose a flat route with places to sit and a toilet nearby. Take your phone with you.',
      },
      {
        title: 'Walk tall',
        description: 'Stand tall with your shoulders relaxed and take comfortable, even steps.',
      },
      {
        title: 'Go at an easy pace',
        description: 'Keep it gentle. You should be able to talk easily the whole way.',
      },
      {
        title: 'Rest when you need to',
        description: 'Stop and sit for a moment whenever you feel tired or your pelvis aches.',
      },
      {
        title: 'Finish slowly',
        description: 'Slow down at the end, drink some water and put your feet up for a while.',
      },
    ],
    voiceTips: [
      'Short and gentle is perfect right now.',
      'Rest whenever you like.',
      'You are carrying a lot. Be kind to yourself.',
    ],
    benefits: [
      'Keeps you moving comfortably',
      'Can help with swollen ankles and stiffness',
      'A calm break in your day',
    ],
    stopSigns: laterPregnancyStopSigns,
    sources: [nhsPregnancy, acogPregnancy],
  },
  {
    id: 'preg-water-walking',
    title: 'Walking in the pool',
    description:
      'Walking through waist-to-chest-deep water. The water supports your weight, which many people find comfortable later in pregnancy.',
    category: 'walking',
    difficulty: 'gentle',
    duration: 20,
    stage: 'pregnancy',
    weekStart: 14,
    weekEnd: 42,
    instructions: [
      {
        title: 'Get in carefully',
        description: 'Use the steps and hold the rail. Poolsides are slippery, so take your time.',
      },
      {
        title: 'Walk forwards',
        description: 'Walk slowly across the shallow end, swinging your arms through the water.',
      },
      {
        title: 'Try side steps',
        description: 'Face the side of the pool and take slow steps sideways, then come back the other way.',
      },
      {
        title: 'Keep it comfortable',
        description:
          'Stay at a pace where you can talk. Avoid very hot pools, and get out if you feel too warm.',
      },
      {
        title: 'Get out slowly',
        description:
          'Climb out carefully, as you will feel heavier out of the water. Have a drink afterwards.',
      },
    ],
    voiceTips: ['Let the water hold you.', 'Slow, steady steps.', 'Enjoy the lightness.'],
    benefits: [
      'Takes weight off your joints and back',
      'Can ease swollen ankles',
      'A relaxing way to stay active',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPregnancy, acogPregnancy],
  },

  // ---------------------------------------------------------------------------------------------
  // Pregnancy: stretching
  // ---------------------------------------------------------------------------------------------
  {
    id: 'preg-neck-shoulder-release',
    title: 'Neck and shoulder release',
    description:
      'Gentle seated stretches for tight shoulders and upper back, from desk work, carrying and a changing posture.',
    category: 'stretching',
    difficulty: 'gentle',
    duration: 8,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 42,
    instructions: [
      {
        title: 'Sit tall',
        description: 'Sit on a chair with your feet flat on the floor and your back upright.',
      },
      {
        title: 'Shoulder rolls',
        description: 'Slowly roll your shoulders up, back and down a few times, then the other way.',
      },
      {
        title: 'Side neck stretch',
        description:
          'Let your right ear drop gently towards your right shoulder. Hold for a few breaths, then change sides. Do not force it.',
      },
      {
        title: 'Chest opener',
        description:
          'Clasp your hands loosely behind you, or hold the chair, and gently open your chest as you breathe in.',
      },
      {
        title: 'Upper back stretch',
        description:
          'Reach your arms forward, round your upper back softly and feel the stretch between your shoulder blades.',
      },
    ],
    voiceTips: [
      'Move slowly, only as far as feels good.',
      'Breathe into the stretch.',
      'Let your shoulders melt down.',
    ],
    benefits: [
      'Eases neck and shoulder tension',
      'Helps your posture as your body changes',
      'A quick reset for your day',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPregnancy, acogPregnancy],
  },
  {
    id: 'preg-all-fours-back-stretch',
    title: 'Back stretch on all fours',
    description:
      'A gentle pelvic tilt on your hands and knees that strengthens your tummy muscles and eases back ache, without lying on your back.',
    category: 'stretching',
    difficulty: 'gentle',
    duration: 8,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 42,
    instructions: [
      {
        title: 'Get into position',
        description:
          'Kneel on a mat with your knees under your hips and your hands under your shoulders, fingers facing forward.',
      },
      {
        title: 'Start with a level back',
        description: 'Keep your back flat like a tabletop and your head in line with your spine.',
      },
      {
        title: 'Tilt and round',
        description:
          'As you breathe out, gently draw your tummy in and round your back up towards the ceiling, letting your head relax down.',
      },
      {
        title: 'Return slowly',
        description: 'Breathe in and come back to a level back. Do not let your back sag down.',
      },
      {
        title: 'Repeat',
        description:
          'Repeat slowly a few times, moving only as far as is comfortable, then sit back and rest.',
      },
    ],
    voiceTips: [
      'Breathe out as you round your back.',
      'Slow and smooth.',
      'Only go as far as feels comfortable.',
    ],
    benefits: ['Can ease back ache', 'Strengthens your tummy muscles gently', 'Keeps your spine moving'],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPregnancy],
  },
  {
    id: 'preg-calf-and-hip-stretch',
    title: 'Standing calf and hip stretch',
    description:
      'Standing stretches for your calves and the front of your hips, holding a wall or chair for balance. Handy if you get leg cramps or stiff hips.',
    category: 'stretching',
    difficulty: 'gentle',
    duration: 8,
    stage: 'pregnancy',
    weekStart: 14,
    weekEnd: 42,
    instructions: [
      {
        title: 'Hold on for balance',
        description: 'Stand facing a wall or the back of a sturdy chair and rest your hands on it.',
      },
      {
        title: 'Calf stretch',
        description:
          'Step one foot back, keeping that heel down and leg straight. Bend your front knee until you feel a stretch in the back calf. Hold for a few breaths.',
      },
      {
        title: 'Change legs',
        description: 'Step back together and repeat with the other leg.',
      },
      {
        title: 'Front of hip stretch',
        description:
          'Take a small step back again, bend both knees a little and gently tuck your tailbone under until you feel a stretch at the front of the back hip.',
      },
      {
        title: 'Finish',
        description: 'Repeat on the other side, then stand tall and roll your ankles.',
      },
    ],
    voiceTips: [
      'Hold on and take your time.',
      'A gentle stretch, never a strain.',
      'Breathe slowly while you hold.',
    ],
    benefits: ['May help with leg cramps', 'Eases stiff hips', 'Improves circulation in your legs'],
    stopSigns: pregnancyStopSigns,
    sources: [nhsPregnancy, acogPregnancy],
  },
  {
    id: 'preg-side-lying-stretch',
    title: 'Side-lying stretch and rest',
    description:
      'Gentle stretches done lying on your side, a comfortable choice later in pregnancy when lying flat on your back is best avoided.',
    category: 'stretching',
    difficulty: 'gentle',
    duration: 10,
    stage: 'pregnancy',
    weekStart: 20,
    weekEnd: 42,
    instructions: [
      {
        title: 'Lie on your side',
        description:
          'Lie on your left or right side with a pillow under your head, one under your bump and one between your knees.',
      },
      {
        title: 'Reach and lengthen',
        description:
          'Stretch your top arm over your head and feel a gentle lengthening along your side. Breathe in.',
      },
      {
        title: 'Open your chest',
        description:
          'Bring your top arm forward, then slowly open it behind you, turning your chest towards the ceiling only as far as is comfortable.',
      },
      {
        title: 'Gentle leg slide',
        description:
          'Slide your top knee forward along the pillow, then back. Keep the movement small and easy.',
      },
      {
        title: 'Change sides',
        description: 'Roll slowly onto your other side, using your arms to help, and repeat.',
      },
      {
        title: 'Get up carefully',
        description:
          'When you finish, roll onto your side and push up with your arms to sit before standing.',
      },
    ],
    voiceTips: [
      'Let the pillows take your weight.',
      'Slow movements, slow breaths.',
      'This is a time to rest, too.',
    ],
    benefits: [
      'Eases stiffness in your back and hips',
      'Avoids lying flat on your back',
      'Helps you unwind before sleep',
    ],
    stopSigns: laterPregnancyStopSigns,
    sources: [nhsPregnancy, acogPregnancy],
  },
  {
    id: 'preg-birth-ball-hip-circles',
    title: 'Hip circles on a birth ball',
    description:
      'Slow circles and sways while sitting on a birth ball, to loosen your hips and lower back in the last months.',
    category: 'stretching',
    difficulty: 'gentle',
    duration: 10,
    stage: 'pregnancy',
    weekStart: 28,
    weekEnd: 42,
    instructions: [
      {
        title: 'Check your ball',
        description:
          'Use a ball that lets your hips sit a little higher than your knees, on a non-slip floor. Keep a chair or wall within reach.',
      },
      {
        title: 'Sit and steady',
        description:
          'Sit in the middle of the ball with your feet wide and flat. Rest your hands on your thighs.',
      },
      {
        title: 'Side to side',
        description: 'Gently sway your hips from side to side, keeping your upper body still.',
      },
      {
        title: 'Circles',
        description: 'Draw slow circles with your hips, one way and then the other.',
      },
      {
        title: 'Forward and back',
        description: 'Tilt your pelvis gently forward and back. Breathe slowly throughout.',
      },
    ],
    voiceTips: [
      'Small, slow circles.',
      'Keep your feet wide and steady.',
      'Let your hips feel loose and easy.',
    ],
    benefits: [
      'Loosens your hips and lower back',
      'Encourages an upright, forward-leaning posture',
      'Can feel soothing',
    ],
    stopSigns: laterPregnancyStopSigns,
    sources: [nhsPregnancy],
  },

  // ---------------------------------------------------------------------------------------------
  // Pregnancy: strength
  // ---------------------------------------------------------------------------------------------
  {
    id: 'preg-chair-squats',
    title: 'Chair squats',
    description:
      'Sitting down and standing up from a chair, slowly and with control. Strong legs help you carry your growing bump and, later, your baby.',
    category: 'strength',
    difficulty: 'light',
    duration: 10,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 36,
    instructions: [
      {
        title: 'Set up',
        description:
          'Stand in front of a sturdy chair with your feet hip-width apart and your arms forward for balance.',
      },
      {
        title: 'Lower slowly',
        description:
          'Breathe in and bend your knees, pushing your hips back as if to sit. Lightly touch the chair or sit down.',
      },
      {
        title: 'Stand up',
        description:
          'Breathe out and push through your heels to stand tall. Gently lift your pelvic floor as you rise.',
      },
      {
        title: 'Repeat',
        description:
          'Do a few, rest, then do a few more if you feel good. Keep your knees in line with your toes.',
      },
      {
        title: 'Listen to your body',
        description: 'If your pelvis or knees hurt, make the movement smaller or stop.',
      },
    ],
    voiceTips: [
      'Breathe out as you stand.',
      'Slow and steady, you are in control.',
      'Strong legs, calm breath.',
    ],
    benefits: [
      'Strengthens your legs and bottom',
      'Makes everyday getting up and down easier',
      'Supports good posture',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [acogPregnancy, nhsPregnancy],
  },
  {
    id: 'preg-wall-press-ups',
    title: 'Wall press-ups',
    description:
      'Press-ups against a wall to keep your arms, chest and shoulders strong, ready for lifting and carrying.',
    category: 'strength',
    difficulty: 'light',
    duration: 8,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 42,
    instructions: [
      {
        title: 'Stand at arm’s length',
        description:
          'Face a wall and place your hands on it at shoulder height, a little wider than your shoulders.',
      },
      {
        title: 'Lower towards the wall',
        description:
          'Breathe in and bend your elbows, bringing your chest towards the wall. Keep your body in a straight line.',
      },
      {
        title: 'Push back',
        description: 'Breathe out and push gently back to the start.',
      },
      {
        title: 'Repeat',
        description: 'Repeat a few times, rest, and repeat again if it feels good.',
      },
    ],
    voiceTips: [
      'Breathe out as you push away.',
      'Nice and controlled.',
      'Your arms are getting ready for lots of cuddles.',
    ],
    benefits: [
      'Strengthens your arms, chest and shoulders',
      'Helps with posture',
      'Prepares you for lifting and carrying your baby',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [acogPregnancy, nhsPregnancy],
  },
  {
    id: 'preg-standing-leg-strength',
    title: 'Standing leg strength',
    description:
      'Heel raises and side leg lifts holding a chair for balance. Simple moves that keep your legs and hips strong.',
    category: 'strength',
    difficulty: 'light',
    duration: 10,
    stage: 'pregnancy',
    weekStart: 14,
    weekEnd: 42,
    instructions: [
      {
        title: 'Hold on',
        description: 'Stand tall beside a sturdy chair or worktop and rest one hand on it.',
      },
      {
        title: 'Heel raises',
        description: 'Slowly rise up onto your toes, then lower your heels back down. Repeat a few times.',
      },
      {
        title: 'Side leg lift',
        description:
          'Keeping your body upright, lift your outside leg a little out to the side and lower it slowly. Keep the movement small.',
      },
      {
        title: 'Change sides',
        description: 'Turn around, hold on with the other hand and repeat with the other leg.',
      },
      {
        title: 'Finish',
        description: 'Stand tall, roll your shoulders and take a few slow breaths.',
      },
    ],
    voiceTips: ['Hold on and stay steady.', 'Small movements are enough.', 'Keep breathing as you lift.'],
    benefits: [
      'Strengthens your calves and hips',
      'Supports balance as your bump grows',
      'Can help circulation in your legs',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [acogPregnancy, nhsPregnancy],
  },
  {
    id: 'preg-seated-band-rows',
    title: 'Seated band rows',
    description:
      'Pulling a resistance band while seated, to strengthen your upper back and help your posture as your body changes.',
    category: 'strength',
    difficulty: 'moderate',
    duration: 10,
    stage: 'pregnancy',
    weekStart: 1,
    weekEnd: 27,
    instructions: [
      {
        title: 'Sit tall',
        description:
          'Sit on the floor with your legs out and knees softly bent, or on a chair with the band around a table leg in front of you.',
      },
      {
        title: 'Hold the band',
        description: 'Hold one end of the band in each hand with your arms stretched forward.',
      },
      {
        title: 'Pull back',
        description: 'Breathe out and draw your elbows back, squeezing your shoulder blades gently together.',
      },
      {
        title: 'Release slowly',
        description: 'Breathe in as you let your arms return forward with control.',
      },
      {
        title: 'Repeat',
        description: 'Do a few, rest, and repeat. Choose a lighter band if you feel any strain.',
      },
    ],
    voiceTips: ['Shoulders down, chest open.', 'Breathe out as you pull.', 'Steady and strong.'],
    benefits: [
      'Strengthens your upper back',
      'Helps counter a rounded posture',
      'Prepares you for feeding and carrying',
    ],
    stopSigns: pregnancyStopSigns,
    sources: [acogPregnancy],
  },

  // ---------------------------------------------------------------------------------------------
  // After birth
  // ---------------------------------------------------------------------------------------------
  {
    id: 'pp-gentle-pelvic-floor',
    title: 'Gentle pelvic floor after birth',
    description:
      'Soft, gentle pelvic floor squeezes you can start in the first days after birth, whatever kind of birth you had, as soon as you feel ready.',
    category: 'pelvic_floor',
    difficulty: 'gentle',
    duration: 5,
    stage: 'postpartum',
    weekStart: 0,
    weekEnd: 52,
    instructions: [
      {
        title: 'Get comfortable',
        description:
          'Lie on your side, sit supported, or lie back propped on pillows, whatever feels easiest. It is fine to do this while feeding.',
      },
      {
        title: 'Find the muscles',
        description:
          'Gently squeeze as if stopping wind and holding in a wee. In the early days you may hardly feel anything. That is normal.',
      },
      {
        title: 'Short, soft holds',
        description: 'Hold for a moment or two, keep breathing, then let go completely.',
      },
      {
        title: 'A few quick squeezes',
        description: 'Try a few quick, gentle squeezes, relaxing fully between each.',
      },
      {
        title: 'Little and often',
        description:
          'Do a few, a few times a day. Over the weeks, hold a little longer as it gets easier. Stop if it hurts, especially if you have stitches.',
      },
    ],
    voiceTips: [
      'Even a flicker of a squeeze counts.',
      'Be patient with yourself. These muscles have done a lot.',
      'Breathe normally and let go fully.',
    ],
    benefits: [
      'Helps your pelvic floor recover',
      'Can help with leaking when you cough or sneeze',
      'May help healing by improving blood flow to the area',
    ],
    stopSigns: postpartumStopSigns,
    sources: [nhsPelvicFloor, nhsPostPregnancy],
  },
  {
    id: 'pp-pelvic-floor-everyday-lift',
    title: 'The everyday lift',
    description:
      'Building on the basics: longer holds, and squeezing your pelvic floor just before you cough, sneeze, lift your baby or stand up.',
    category: 'pelvic_floor',
    difficulty: 'light',
    duration: 8,
    stage: 'postpartum',
    weekStart: 6,
    weekEnd: 52,
    instructions: [
      {
        title: 'Warm up with the basics',
        description: 'Do a few gentle squeezes and quick squeezes, relaxing fully after each.',
      },
      {
        title: 'Longer holds',
        description:
          'Squeeze and lift, then hold for a little longer than before while breathing normally. Let go fully.',
      },
      {
        title: 'Squeeze before you sneeze',
        description:
          'Practise tightening your pelvic floor just before you cough, sneeze or laugh. Over time this can become automatic.',
      },
      {
        title: 'Lift before you lift',
        description:
          'Gently squeeze your pelvic floor and breathe out as you lift your baby, the car seat or the shopping.',
      },
      {
        title: 'Check in with yourself',
        description:
          'If you still leak, feel heaviness or a dragging feeling, talk to your GP, midwife or health visitor. A pelvic health physiotherapist can help.',
      },
    ],
    voiceTips: ['Lift, then lift.', 'Breathe out on the effort.', 'You are building strength day by day.'],
    benefits: [
      'Builds pelvic floor strength for daily life',
      'Helps protect against leaking when lifting or coughing',
      'Supports a return to more activity',
    ],
    stopSigns: postpartumStopSigns,
    sources: [nhsPelvicFloor, nhsPostPregnancy],
  },
  {
    id: 'pp-connecting-breath',
    title: 'Connecting breath',
    description:
      'Slow breathing that gently reconnects your breath, your deep tummy muscles and your pelvic floor. Suitable from the first days after birth.',
    category: 'breath',
    difficulty: 'gentle',
    duration: 5,
    stage: 'postpartum',
    weekStart: 0,
    weekEnd: 52,
    instructions: [
      {
        title: 'Lie or sit supported',
        description:
          'Lie on your side or on your back with knees bent, or sit propped up. Rest your hands on your lower tummy.',
      },
      {
        title: 'Breathe in',
        description: 'Breathe in slowly through your nose and let your ribs and belly gently widen.',
      },
      {
        title: 'Breathe out and draw in',
        description:
          'As you breathe out, gently draw your lower tummy in towards your spine and softly lift your pelvic floor. Keep it light.',
      },
      {
        title: 'Let go',
        description: 'Breathe in and relax everything.',
      },
      {
        title: 'Keep it comfortable',
        description:
          'Repeat a few times. If you had a caesarean, keep the movement very gentle and stop if your scar hurts.',
      },
    ],
    voiceTips: [
      'Breathe in, soften. Breathe out, gently draw in.',
      'Gentle is strong enough.',
      'You are healing. Take it slowly.',
    ],
    benefits: [
      'Gently wakes up your deep tummy muscles',
      'Helps you feel calmer',
      'A safe first step back to exercise',
    ],
    stopSigns: postpartumStopSigns,
    sources: [nhsPostPregnancy, nhsPelvicFloor],
  },
  {
    id: 'pp-night-feed-breathing',
    title: 'Breathing for night feeds',
    description:
      'A quiet breathing practice for the middle of the night, while you feed or settle your baby, or lie awake.',
    category: 'breath',
    difficulty: 'gentle',
    duration: 5,
    stage: 'postpartum',
    weekStart: 0,
    weekEnd: 52,
    instructions: [
      {
        title: 'Settle where you are',
        description:
          'Sit supported with your baby, or lie on your side. Let your shoulders drop away from your ears.',
      },
      {
        title: 'Notice your breath',
        description: 'Without changing anything, notice the air coming in and going out.',
      },
      {
        title: 'Lengthen the out-breath',
        description: 'Gently let each out-breath become a little longer than the in-breath.',
      },
      {
        title: 'Soften your body',
        description: 'With each out-breath, soften your jaw, then your shoulders, then your hands.',
      },
      {
        title: 'Stay safe if sleepy',
        description:
          'If you feel yourself drifting off while holding your baby, gently place them on their back in their own sleep space first.',
      },
    ],
    voiceTips: [
      'Breathe slowly. You are doing enough.',
      'Soft jaw, soft shoulders.',
      'This moment will pass, and you are not alone in it.',
    ],
    benefits: [
      'Helps you feel calmer at night',
      'May help you get back to sleep',
      'Needs no space and no kit',
    ],
    stopSigns: postpartumStopSigns,
    sources: [nhsPostPregnancy, { org: 'NHS', title: 'Feeling depressed after childbirth' }],
  },
  {
    id: 'pp-first-short-walks',
    title: 'First short walks',
    description:
      'Short, gentle walks from the first week or so after birth, starting with a few minutes and building up slowly as you feel able.',
    category: 'walking',
    difficulty: 'gentle',
    duration: 10,
    stage: 'postpartum',
    weekStart: 1,
    weekEnd: 12,
    instructions: [
      {
        title: 'Start small',
        description:
          'Begin with a few minutes around your home, garden or street. Just getting some fresh air counts.',
      },
      {
        title: 'Go at your own pace',
        description: 'Walk slowly and stand tall. There is no distance to reach.',
      },
      {
        title: 'Build up gradually',
        description:
          'If you feel fine afterwards, add a few more minutes next time. If you feel worse, rest and go shorter.',
      },
      {
        title: 'Notice your bleeding',
        description:
          'If your bleeding gets heavier after walking, slow down and rest. Call your midwife or doctor if it is heavy.',
      },
      {
        title: 'Be kind about caesarean recovery',
        description:
          'After a caesarean, gentle walking is usually encouraged, but avoid pushing a heavy pram or carrying heavy bags until your midwife or doctor says it is fine.',
      },
    ],
    voiceTips: [
      'Every step is progress.',
      'Short and slow is perfect for now.',
      'Fresh air and gentle movement. Well done.',
    ],
    benefits: ['Gets your circulation going', 'Can lift your mood', 'A gentle way to rebuild energy'],
    stopSigns: postpartumStopSigns,
    sources: [nhsPostPregnancy, acogPostpartum],
  },
  {
    id: 'pp-pram-walk',
    title: 'Pram or sling walk',
    description:
      'A longer walk with your baby in a pram or sling, once your postnatal check has gone well and you feel ready.',
    category: 'walking',
    difficulty: 'light',
    duration: 25,
    stage: 'postpartum',
    weekStart: 6,
    weekEnd: 52,
    instructions: [
      {
        title: 'Check your set-up',
        description:
          'Adjust the pram handle so you can stand tall, or make sure the sling is snug with your baby’s face visible and clear.',
      },
      {
        title: 'Warm up',
        description: 'Walk gently for the first few minutes.',
      },
      {
        title: 'Find a comfortable pace',
        description: 'Walk at a pace where you can still talk or sing to your baby.',
      },
      {
        title: 'Stand tall',
        description: 'Keep your shoulders relaxed and avoid leaning heavily on the pram handle.',
      },
      {
        title: 'Ease off at the end',
        description: 'Slow down for the last few minutes. Drink some water when you get home.',
      },
    ],
    voiceTips: [
      'Walk tall and breathe easy.',
      'You can still chat to your baby.',
      'Time outdoors is good for both of you.',
    ],
    benefits: ['Builds fitness gradually', 'Gets you both outside', 'Can lift your mood and help you sleep'],
    stopSigns: postpartumStopSigns,
    sources: [acogPostpartum, nhsPostPregnancy],
  },
  {
    id: 'pp-feeding-posture-stretch',
    title: 'Feeding posture stretch',
    description:
      'Gentle stretches for the neck, shoulders and upper back that tighten with feeding, holding and rocking your baby.',
    category: 'stretching',
    difficulty: 'gentle',
    duration: 5,
    stage: 'postpartum',
    weekStart: 1,
    weekEnd: 52,
    instructions: [
      {
        title: 'Sit supported',
        description: 'Sit on a chair with your feet flat and your back supported.',
      },
      {
        title: 'Shoulder rolls',
        description: 'Roll your shoulders slowly up, back and down a few times.',
      },
      {
        title: 'Look ahead',
        description:
          'Gently draw your chin back, as if making a double chin, then relax. This helps after lots of looking down at your baby.',
      },
      {
        title: 'Side neck stretch',
        description:
          'Let one ear drop gently towards your shoulder, hold for a few breaths, then change sides.',
      },
      {
        title: 'Open your chest',
        description: 'Hold the sides of the chair and gently lift and open your chest as you breathe in.',
      },
    ],
    voiceTips: [
      'Let your shoulders drop.',
      'Gentle and slow.',
      'You hold your baby all day. Now hold space for you.',
    ],
    benefits: [
      'Eases neck and shoulder tension from feeding',
      'Helps your posture',
      'A quick moment of care for you',
    ],
    stopSigns: postpartumStopSigns,
    sources: [nhsPostPregnancy],
  },
  {
    id: 'pp-back-and-hip-stretch',
    title: 'Back and hip stretch',
    description:
      'Gentle stretches on all fours and kneeling to loosen a stiff back and hips, after your postnatal check.',
    category: 'stretching',
    difficulty: 'gentle',
    duration: 10,
    stage: 'postpartum',
    weekStart: 6,
    weekEnd: 52,
    instructions: [
      {
        title: 'All fours',
        description: 'Kneel on a mat with your hands under your shoulders and knees under your hips.',
      },
      {
        title: 'Gentle back round',
        description:
          'Breathe out, gently draw your tummy in and round your back up. Breathe in and return to a level back.',
      },
      {
        title: 'Sit back',
        description:
          'Widen your knees and slowly sit your hips back towards your heels, stretching your arms forward. Rest here for a few breaths.',
      },
      {
        title: 'Kneeling hip stretch',
        description:
          'Come up to kneeling, step one foot forward and gently shift your weight forward to stretch the front of the back hip. Change sides.',
      },
      {
        title: 'Rest',
        description: 'Finish lying on your side or back for a few calm breaths.',
      },
    ],
    voiceTips: ['Slow and easy.', 'Breathe into any tight spots.', 'Take this time for yourself.'],
    benefits: ['Loosens your back and hips', 'Eases stiffness from carrying and feeding', 'Helps you relax'],
    stopSigns: postpartumStopSigns,
    sources: [nhsPostPregnancy, acogPostpartum],
  },
  {
    id: 'pp-pelvic-tilts',
    title: 'Pelvic tilts',
    description:
      'Small rocking movements of your pelvis lying down, to gently strengthen your deep tummy muscles and ease your back.',
    category: 'strength',
    difficulty: 'gentle',
    duration: 5,
    stage: 'postpartum',
    weekStart: 1,
    weekEnd: 52,
    instructions: [
      {
        title: 'Lie down',
        description: 'Lie on your back on the bed or floor with your knees bent and your feet flat.',
      },
      {
        title: 'Draw in',
        description: 'Breathe out and gently draw in your lower tummy and lift your pelvic floor.',
      },
      {
        title: 'Tilt',
        description:
          'Gently flatten your lower back into the bed by tilting your pelvis. Keep your bottom down.',
      },
      {
        title: 'Release',
        description: 'Breathe in and relax back to where you started.',
      },
      {
        title: 'Repeat gently',
        description:
          'Repeat a few times. After a caesarean, keep it small and stop if it pulls on your scar. To get up, roll onto your side first.',
      },
    ],
    voiceTips: ['Small, gentle tilts.', 'Breathe out as you draw in.', 'Go easy on yourself.'],
    benefits: [
      'Gently strengthens your deep tummy muscles',
      'Can ease back ache',
      'Helps you move more comfortably',
    ],
    stopSigns: postpartumStopSigns,
    sources: [nhsPostPregnancy],
  },
  {
    id: 'pp-bridges',
    title: 'Bridges',
    description:
      'Lifting your hips from the floor to strengthen your bottom, back and the back of your legs, once your postnatal check has gone well.',
    category: 'strength',
    difficulty: 'light',
    duration: 10,
    stage: 'postpartum',
    weekStart: 6,
    weekEnd: 52,
    instructions: [
      {
        title: 'Set up',
        description:
          'Lie on your back with your knees bent, feet flat and hip-width apart, arms by your sides.',
      },
      {
        title: 'Draw in',
        description: 'Breathe out and gently lift your pelvic floor and draw in your lower tummy.',
      },
      {
        title: 'Lift',
        description:
          'Press through your feet and slowly lift your hips until your body is in a line from shoulders to knees.',
      },
      {
        title: 'Lower',
        description: 'Breathe in and lower slowly, one part of your back at a time.',
      },
      {
        title: 'Repeat',
        description:
          'Do a few, rest, and repeat if it feels good. Stop if you feel pain, pressure or heaviness in your pelvis.',
      },
    ],
    voiceTips: ['Breathe out as you lift.', 'Slow on the way down.', 'Strong and steady.'],
    benefits: [
      'Strengthens your bottom and back',
      'Supports your back for lifting and carrying',
      'Builds on your pelvic floor work',
    ],
    stopSigns: postpartumStopSigns,
    sources: [nhsPostPregnancy, acogPostpartum],
  },
  {
    id: 'pp-squats-and-wall-press',
    title: 'Squats and wall press-ups',
    description:
      'Everyday strength for lifting, carrying and getting up from the floor, once your postnatal check has gone well and you feel ready.',
    category: 'strength',
    difficulty: 'moderate',
    duration: 15,
    stage: 'postpartum',
    weekStart: 6,
    weekEnd: 52,
    instructions: [
      {
        title: 'Chair squats',
        description:
          'Stand in front of a chair, feet hip-width apart. Breathe in as you sit back to lightly touch the chair, breathe out and lift your pelvic floor as you stand.',
      },
      {
        title: 'Wall press-ups',
        description:
          'Place your hands on a wall at shoulder height. Bend your elbows to bring your chest towards the wall, then breathe out as you push back.',
      },
      {
        title: 'Heel raises',
        description: 'Holding the chair, rise slowly onto your toes and lower back down.',
      },
      {
        title: 'Rest between',
        description: 'Do a few of each, rest, then go round again if you feel good.',
      },
      {
        title: 'Build slowly',
        description:
          'Add a few more over the weeks. If you feel heaviness in your pelvis, leak, or notice pain, go back a step and talk to your GP or a physiotherapist.',
      },
    ],
    voiceTips: [
      'Breathe out on the effort.',
      'Lift your pelvic floor as you rise.',
      'You are getting stronger, one day at a time.',
    ],
    benefits: [
      'Builds strength for carrying your baby',
      'Supports your back',
      'Helps you feel more like yourself',
    ],
    stopSigns: postpartumStopSigns,
    sources: [acogPostpartum, nhsPostPregnancy],
  },
];
