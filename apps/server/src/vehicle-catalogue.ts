/**
 * The vehicle makes and models the demo data offers (types → makes → models): the ones most
 * driven and ridden in India, so that a person trying the product finds their own vehicle. An
 * operator keeps the live catalogue in the back office (Vehicle types, brands and models).
 */
export const VEHICLE_CATALOGUE: Record<string, Record<string, string[]>> = {
  Car: {
    'Maruti Suzuki': [
      'Swift',
      'Baleno',
      'Dzire',
      'Brezza',
      'Wagon R',
      'Alto K10',
      'Ertiga',
      'Celerio',
      'Fronx',
      'Grand Vitara',
    ],
    Hyundai: ['i20', 'Creta', 'Venue', 'Grand i10 Nios', 'Verna', 'Exter', 'Alcazar'],
    Tata: ['Nexon', 'Punch', 'Tiago', 'Altroz', 'Harrier', 'Safari', 'Tigor'],
    Mahindra: ['Scorpio', 'XUV700', 'Thar', 'Bolero', 'XUV 3XO', 'Scorpio N'],
    Kia: ['Seltos', 'Sonet', 'Carens'],
    Toyota: ['Innova Crysta', 'Innova Hycross', 'Fortuner', 'Glanza', 'Urban Cruiser Hyryder'],
    Honda: ['City', 'Amaze', 'Elevate'],
    Renault: ['Kwid', 'Kiger', 'Triber'],
    Skoda: ['Kushaq', 'Slavia'],
    Volkswagen: ['Virtus', 'Taigun'],
    MG: ['Hector', 'Astor', 'Comet EV', 'ZS EV'],
    Nissan: ['Magnite'],
  },
  Motorcycle: {
    Hero: ['Splendor Plus', 'HF Deluxe', 'Passion Pro', 'Glamour', 'Xtreme 160R'],
    Honda: ['Shine', 'Unicorn', 'SP 125', 'Hornet 2.0'],
    Bajaj: ['Pulsar 150', 'Platina', 'Pulsar NS200', 'CT 110X', 'Dominar 400'],
    'Royal Enfield': ['Classic 350', 'Hunter 350', 'Bullet 350', 'Meteor 350', 'Himalayan'],
    TVS: ['Apache RTR 160', 'Raider 125', 'Star City Plus', 'Radeon'],
    Yamaha: ['FZ-S', 'R15', 'MT-15'],
    Suzuki: ['Gixxer'],
    KTM: ['Duke 200', 'Duke 390'],
  },
  Scooter: {
    Honda: ['Activa 6G', 'Dio', 'Activa 125'],
    TVS: ['Jupiter', 'Ntorq', 'iQube'],
    Ather: ['450X', 'Rizta'],
    Suzuki: ['Access 125', 'Burgman Street'],
    Ola: ['S1 Pro', 'S1 Air'],
    Bajaj: ['Chetak'],
    Hero: ['Pleasure Plus', 'Destini 125'],
    Yamaha: ['Fascino 125', 'RayZR'],
  },
  'Auto-rickshaw': {
    Bajaj: ['RE Compact', 'Maxima', 'RE E-Tec 9.0'],
    Piaggio: ['Ape City', 'Ape Xtra', 'Ape E-City'],
    Mahindra: ['Treo', 'Alfa', 'Zor Grand'],
    TVS: ['King Deluxe', 'King Duramax'],
    'Atul Auto': ['Gem', 'Smart'],
    'Kinetic Green': ['Safar Smart'],
  },
};
