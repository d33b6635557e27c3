// Demo single-sign-on users: different user types, organisations and countries (product §3 user info).
export interface DemoUser {
  readonly userId: string;
  readonly displayName: string;
  readonly email: string;
  readonly organizationBid: string;
  readonly country: string;
  readonly userType: 'RETAILER' | 'IMPORTER' | 'HQ';
  readonly organizationName: string;
  readonly organizationNumber: string;
}

export const demoUsers: readonly DemoUser[] = [
  {
    userId: 'retailer-cz-01',
    displayName: 'Tomáš Novák (retailer, Brno)',
    email: 'tomas.novak@autocentrum-brno.example',
    organizationBid: 'CZ-R-10452',
    country: 'CZ',
    userType: 'RETAILER',
    organizationName: 'Autocentrum Brno s.r.o.',
    organizationNumber: '10452',
  },
  {
    userId: 'importer-fr-01',
    displayName: 'Claire Martin (importer, France)',
    email: 'claire.martin@importateur-france.example',
    organizationBid: 'FR-I-00031',
    country: 'FR',
    userType: 'IMPORTER',
    organizationName: 'Importateur France SAS',
    organizationNumber: '00031',
  },
  {
    userId: 'hq-01',
    displayName: 'Jana Nováková (HQ)',
    email: 'jana.novakova@brand.example',
    organizationBid: 'HQ-0001',
    country: 'CZ',
    userType: 'HQ',
    organizationName: 'Brand Headquarters',
    organizationNumber: '0001',
  },
  {
    userId: 'retailer-dk-01',
    displayName: 'Mette Hansen (retailer, Aarhus)',
    email: 'mette.hansen@aarhus-bilcenter.example',
    organizationBid: 'DK-R-20117',
    country: 'DK',
    userType: 'RETAILER',
    organizationName: 'Aarhus Bilcenter A/S',
    organizationNumber: '20117',
  },
];

export const findUser = (userId: string): DemoUser | undefined => demoUsers.find((u) => u.userId === userId);

export const findUserByEmail = (email: string): DemoUser | undefined => demoUsers.find((u) => u.email.toLowerCase() === email.toLowerCase());
