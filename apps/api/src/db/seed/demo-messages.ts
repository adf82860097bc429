import { and, eq } from 'drizzle-orm';
import { approvals, deliverables, messageReads, messages } from '../schema/index.ts';
import type { DemoBilling } from './demo-billing.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { DemoPeople, PersonKey } from './demo-people.ts';
import type { DemoProjects, ProjectKey } from './demo-projects.ts';

/** [sender, hours ago, text] in the order they were sent. */
type Line = [PersonKey, number, string];

/** A short thread per project between the client and the agents on it. */
function conversations(billing: DemoBilling): Record<ProjectKey, Line[]> {
  const m2 = billing.invoices.replatformM2.number;
  return {
    replatform: [
      [
        'sam',
        30,
        'Morning! Our merchandising team finished the size guide updates. Can they go into the migration batch?',
      ],
      ['jordan', 29, "Yes, send the sheet over and I'll include it in Thursday's import to staging."],
      ['sam', 28, 'Great, uploading it to Files now. How is the product listing page coming along?'],
      ['priya', 27, "Filters are done and look great on mobile. We'll demo them at the sprint review today."],
      ['elena', 3, `I've sent ${m2} for milestone 2. Let me know if finance needs a PO number on it.`],
      ['sam', 2, 'Will forward it to finance. Thanks, all!'],
    ],
    loyalty: [
      ['olivia', 70, 'Marketing would love to launch the app with the spring collection. Is that realistic?'],
      ['elena', 68, "It's tight but possible if discovery starts next week. I'll share a workshop agenda."],
      ['jordan', 44, "I'm checking what the POS API exposes for member look-ups; that decides most of the timeline."],
      ['olivia', 20, 'Thank you. I have reviewed the proposal and shared it with our CFO.'],
    ],
    patientPortal: [
      ['nina', 48, 'We found a booking issue in UAT: patients in Arizona see appointment slots an hour off.'],
      [
        'jordan',
        46,
        "Thanks for the detail. Arizona doesn't observe daylight saving time and we used a fixed offset. The fix is in progress.",
      ],
      ['priya', 30, 'The accessibility audit is nearly done; focus order on the intake form is the last item.'],
      ['nina', 6, 'Perfect. Our compliance lead wants to sign off before launch. Can we book 30 minutes this week?'],
      ['jordan', 5, "Done: I've sent an invite for the UAT sign-off call tomorrow."],
    ],
    vitalisSite: [
      [
        'marcus',
        24 * 12,
        'Eight weeks after launch: organic traffic is up 38% and demo requests from the site have doubled.',
      ],
      ['nina', 24 * 12 - 3, 'Fantastic results, and the board noticed. Thank you both!'],
      ['priya', 24 * 12 - 4, 'Thanks, Nina! It was a pleasure working with your team.'],
    ],
    fleet: [
      [
        'tom',
        24 * 6,
        'The dispatchers loved the interview session. Their top request: see which trucks will miss their delivery window.',
      ],
      [
        'priya',
        24 * 6 - 2,
        'That is shaping the map prototype: late trucks get a red ring and move to the top of the list.',
      ],
      ['elena', 50, "I've also sent over the proposal for the route optimisation add-on we discussed."],
      ['tom', 9, 'Got it, reviewing with finance. The deposit invoice is being processed on our side this week.'],
    ],
    driverPortal: [
      [
        'tom',
        24 * 21,
        'We need to pause the portal until our compliance team has reviewed the new DOT document requirements.',
      ],
      [
        'marcus',
        24 * 21 - 1,
        "Understood. We've paused the work and cancelled the content sprint invoice. Let us know when you're ready.",
      ],
    ],
  };
}

export async function seedMessages(
  tx: Tx,
  clock: DemoClock,
  { people }: DemoPeople,
  demoProjects: DemoProjects,
  billing: DemoBilling,
): Promise<{ messages: number }> {
  const threads = conversations(billing);
  const keys = Object.keys(threads) as ProjectKey[];
  const rows = keys.flatMap((key) =>
    threads[key].map(([sender, hoursAgo, content]) => ({
      projectId: demoProjects[key].id,
      senderId: people[sender].id,
      content,
      type: 'text' as const,
      createdAt: clock.hoursAgo(hoursAgo),
    })),
  );
  await tx.insert(messages).values(rows);
  const extra = await seedNotesAndApprovals(tx, clock, people, demoProjects);
  await seedReadMarkers(tx, clock, people, demoProjects);
  return { messages: rows.length + extra };
}

/**
 * Issue #9 in the demo: an internal note the client (Sam) never sees, an approval Sam already gave, and one that
 * waits for Sam's decision, all on the replatform thread.
 */
async function seedNotesAndApprovals(
  tx: Tx,
  clock: DemoClock,
  people: DemoPeople['people'],
  demoProjects: DemoProjects,
): Promise<number> {
  const projectId = demoProjects.replatform.id;
  const deliverable = async (title: string) => {
    const [row] = await tx
      .select({ id: deliverables.id })
      .from(deliverables)
      .where(and(eq(deliverables.projectId, projectId), eq(deliverables.title, title)));
    return row!.id;
  };
  const [note, designAsk, listingAsk] = await tx
    .insert(messages)
    .values([
      {
        projectId,
        senderId: people.jordan.id,
        internal: true,
        content: 'Internal: the size-guide sheet has 40 SKUs without weights. Let us fix them before asking Sam.',
        createdAt: clock.hoursAgo(26),
      },
      {
        projectId,
        senderId: people.priya.id,
        content: 'The storefront design system is final in Figma. Could you approve it so we can freeze the tokens?',
        createdAt: clock.hoursAgo(24 * 37),
      },
      {
        projectId,
        senderId: people.priya.id,
        content:
          'The product listing and detail pages are on staging. Please review them and approve, or tell us what to change.',
        createdAt: clock.hoursAgo(4),
      },
    ])
    .returning({ id: messages.id });
  await tx.insert(approvals).values([
    {
      projectId,
      messageId: designAsk!.id,
      deliverableId: await deliverable('Storefront design system'),
      requestedById: people.priya.id,
      status: 'approved',
      decidedById: people.sam.id,
      decidedAt: clock.hoursAgo(24 * 36),
      comment: 'Looks great, approved.',
      createdAt: clock.hoursAgo(24 * 37),
    },
    {
      projectId,
      messageId: listingAsk!.id,
      deliverableId: await deliverable('Product listing and detail pages'),
      requestedById: people.priya.id,
      createdAt: clock.hoursAgo(4),
    },
  ]);
  return [note, designAsk, listingAsk].length;
}

/** Read positions that leave a few recent messages unread for each demo account. */
async function seedReadMarkers(tx: Tx, clock: DemoClock, people: DemoPeople['people'], demoProjects: DemoProjects) {
  const marker = (person: PersonKey, project: ProjectKey, hoursAgo: number) => ({
    userId: people[person].id,
    projectId: demoProjects[project].id,
    lastReadAt: clock.hoursAgo(hoursAgo),
  });
  await tx.insert(messageReads).values([
    marker('sam', 'replatform', 2),
    marker('sam', 'loyalty', 45), // Jordan's and Olivia's latest are unread
    marker('jordan', 'replatform', 1),
    marker('jordan', 'patientPortal', 5),
    marker('jordan', 'loyalty', 30), // Olivia's note is unread
    marker('jordan', 'fleet', 24), // Tom's update is unread
    marker('nina', 'patientPortal', 4),
    marker('tom', 'fleet', 9),
    // The admin follows every thread and has read up to yesterday evening: only today's messages are unread.
    ...(Object.keys(demoProjects) as ProjectKey[]).map((project) => marker('admin', project, 16)),
  ]);
}
