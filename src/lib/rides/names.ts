/** 'Musa' of 'Musa Bello': what a passenger is told of their driver, with the car and plate. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? ''
