// Names that are the same person's: a short form, a nickname or a language's own spelling. Each group is one
// person's possible first names, folded (lower case, no accents). A name may sit in more than one group (Chris is
// Christopher's and Christine's); what a guest types matches a guest list name in any group they share.

const GROUPS: string[][] = [
  ['christopher', 'chris', 'kit', 'topher', 'cristobal', 'cristovao'],
  ['christine', 'chris', 'christina', 'tina', 'kristina', 'kristin', 'cristina', 'chrissy'],
  ['christian', 'chris', 'cristian', 'christiaan'],
  ['alexander', 'alex', 'sandy', 'xander', 'alejandro', 'alexandre', 'alessandro', 'sasha', 'alec'],
  ['alexandra', 'alex', 'sandra', 'sasha', 'lexi', 'alejandra', 'alessandra'],
  ['andrew', 'andy', 'drew', 'andres', 'andre', 'andrea', 'andreas'],
  ['anthony', 'tony', 'antonio', 'antoine', 'anton', 'toni'],
  ['benjamin', 'ben', 'benny', 'benji'],
  ['catherine', 'cathy', 'cate', 'kate', 'katie', 'kathy', 'katherine', 'kathryn', 'catalina', 'caterina', 'kat'],
  ['charles', 'charlie', 'chuck', 'chas', 'carlos', 'carl', 'carlo'],
  ['charlotte', 'charlie', 'lottie', 'carlota'],
  ['daniel', 'dan', 'danny', 'dani'],
  ['daniela', 'dani', 'daniella', 'danielle'],
  ['david', 'dave', 'davey', 'davi'],
  ['deborah', 'debbie', 'deb', 'debra'],
  ['dorothy', 'dot', 'dottie', 'dolores', 'lola'],
  ['edward', 'ed', 'eddie', 'ted', 'ned', 'eduardo', 'edouard'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'betty', 'eliza', 'elisa', 'elise', 'libby', 'elisabete', 'isabel'],
  ['isabel', 'isabella', 'isabelle', 'bella', 'izzy', 'isa'],
  ['eleanor', 'ellie', 'nora', 'nell'],
  ['helen', 'helena', 'elena', 'lena', 'ellie'],
  ['emily', 'em', 'emmy', 'emilia', 'emilie'],
  ['francisco', 'paco', 'pancho', 'fran', 'frank', 'francis', 'cisco', 'chico', 'chiquinho', 'xico'],
  ['frances', 'fran', 'frannie', 'francesca', 'francisca'],
  ['frederick', 'fred', 'freddie', 'federico', 'frederico', 'fritz'],
  ['gabriel', 'gabe', 'gabi', 'gabriele'],
  ['gabriela', 'gabi', 'gaby', 'gabriella', 'gabrielle'],
  ['gregory', 'greg', 'gregorio'],
  ['henry', 'harry', 'hank', 'henrique', 'enrique', 'henri', 'enzo'],
  ['jacob', 'jake', 'jakob', 'kuba'],
  ['james', 'jim', 'jimmy', 'jamie', 'jaime', 'jacques'],
  ['santiago', 'thiago', 'tiago', 'santi'],
  ['jennifer', 'jen', 'jenny', 'jenn'],
  ['jessica', 'jess', 'jessie'],
  ['john', 'jack', 'johnny', 'jon', 'juan', 'joao', 'johann', 'johannes', 'hans', 'giovanni'],
  ['jonathan', 'jon', 'jonny', 'nate'],
  ['joseph', 'joe', 'joey', 'jose', 'pepe', 'giuseppe', 'josef', 'ze', 'beppe'],
  ['josephine', 'jo', 'josie', 'josefina', 'fina'],
  ['joshua', 'josh'],
  ['katarzyna', 'kasia', 'kate', 'kasha'],
  ['lawrence', 'larry', 'laurence', 'lorenzo', 'laurent'],
  ['leonard', 'leo', 'len', 'lenny', 'leonardo'],
  ['margaret', 'maggie', 'meg', 'peggy', 'marge', 'margarita', 'marguerite', 'greta', 'rita', 'daisy', 'margarida'],
  ['maria', 'mary', 'marie', 'mari', 'molly', 'polly'],
  ['matthew', 'matt', 'matty', 'mateo', 'matteo', 'mathieu', 'mateus', 'matheus', 'matias'],
  ['michael', 'mike', 'mikey', 'mick', 'micky', 'miguel', 'michel', 'michele', 'mikhail', 'misha'],
  ['michelle', 'shelly', 'micki', 'michela'],
  ['nicholas', 'nick', 'nicky', 'nico', 'nicolas', 'nicola', 'nikolai', 'klaus'],
  ['patricia', 'pat', 'patty', 'trish', 'tricia', 'patti'],
  ['patrick', 'pat', 'paddy', 'patricio', 'patrice'],
  ['peter', 'pete', 'pedro', 'pierre', 'pietro', 'piotr'],
  ['rebecca', 'becky', 'becca', 'rebeca'],
  ['richard', 'rich', 'rick', 'ricky', 'dick', 'ricardo', 'riccardo'],
  ['robert', 'rob', 'robbie', 'bob', 'bobby', 'bert', 'roberto'],
  ['samuel', 'sam', 'sammy', 'samuele'],
  ['samantha', 'sam', 'sammy', 'sammie'],
  ['stephen', 'steve', 'steven', 'stevie', 'esteban', 'stefan', 'stefano', 'etienne', 'estevao'],
  ['stephanie', 'steph', 'stefanie', 'estefania'],
  ['susan', 'sue', 'susie', 'suzanne', 'susana', 'suzy'],
  ['theodore', 'theo', 'ted', 'teddy', 'teodoro'],
  ['thomas', 'tom', 'tommy', 'tomas', 'tomasz', 'tommaso'],
  ['timothy', 'tim', 'timmy'],
  ['victoria', 'vicky', 'tori', 'vic'],
  ['william', 'will', 'bill', 'billy', 'liam', 'willy', 'guillermo', 'guilherme', 'guillaume', 'wilhelm'],
  ['zachary', 'zach', 'zack'],
  ['manuel', 'manny', 'manolo', 'manu'],
  ['jesus', 'chucho', 'chuy'],
  ['guadalupe', 'lupe', 'lupita'],
  ['ignacio', 'nacho', 'inaki'],
  ['eduarda', 'duda'],
  ['rafael', 'rafa', 'raphael'],
  ['ana', 'anna', 'anne', 'ann', 'annie', 'anita'],
];

const BY_NAME = new Map<string, Set<string>>();
for (const group of GROUPS) {
  for (const name of group) {
    const set = BY_NAME.get(name) ?? new Set<string>();
    for (const other of group) set.add(other);
    BY_NAME.set(name, set);
  }
}

/** Every first name that may be the same person's as `folded` (itself included). */
export function nameVariants(folded: string): string[] {
  return [...(BY_NAME.get(folded) ?? new Set([folded])).add(folded)];
}
