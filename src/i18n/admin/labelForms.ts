/**
 * Payload's sentences that bend a collection's or a field's label into a case it does not have: our
 * labels are one word form, the nominative, so German read "<Kein Kategorie>" and Polish "Tworzenie
 * nowego Poradnik zakupowy" or "Dodaj Oferta". Rephrased here so that the label stands after a colon,
 * in brackets or after a preposition that leaves it as it is ("Ohne Kategorie", "Dodaj: Oferta").
 * Sentences that count a label ("3 Oferty") are left: a count needs the plural forms per number.
 */
export const labelForms = {
  de: {
    general: {
      noLabel: '<Ohne {{label}}>',
      newLabel: 'Neu: {{label}}',
      aboutToPermanentlyDelete:
        'Du bist dabei, {{label}} <1>{{title}}</1> dauerhaft zu löschen. Bist du dir sicher?',
      aboutToRestore:
        'Du bist dabei, {{label}} <1>{{title}}</1> wiederherzustellen. Bist du dir sicher?',
      aboutToRestoreAsDraft:
        'Du bist dabei, {{label}} <1>{{title}}</1> als Entwurf wiederherzustellen. Bist du dir sicher?',
      aboutToTrash:
        'Du bist dabei, {{label}} <1>{{title}}</1> in den Papierkorb zu verschieben. Bist du dir sicher?',
      documentIsTrashed: 'Dieses Dokument ({{label}}) ist im Papierkorb und nur lesbar.',
      noTrashResults: 'Nichts im Papierkorb ({{label}}).',
    },
    validation: {
      fieldHasNo: 'Dieses Feld hat keine Angabe: {{label}}',
    },
    version: {
      noRowsFound: 'Nichts gefunden ({{label}})',
      noRowsSelected: 'Nichts ausgewählt ({{label}})',
    },
  },
  pl: {
    fields: {
      addLabel: 'Dodaj: {{label}}',
      addNewLabel: 'Dodaj nowy element: {{label}}',
      chooseLabel: 'Wybierz: {{label}}',
      editLabelData: 'Edytuj dane: {{label}}',
      labelRelationship: 'Relacja: {{label}}',
      newLabel: 'Nowy element: {{label}}',
      selectExistingLabel: 'Wybierz istniejący element: {{label}}',
      uploadNewLabel: 'Wrzuć nowy plik: {{label}}',
    },
    general: {
      aboutToDelete: 'Zamierzasz usunąć: {{label}} <1>{{title}}</1>. Czy na pewno?',
      aboutToPermanentlyDelete:
        'Zamierzasz trwale usunąć: {{label}} <1>{{title}}</1>. Czy na pewno?',
      aboutToRestore: 'Zamierzasz przywrócić: {{label}} <1>{{title}}</1>. Czy na pewno?',
      aboutToRestoreAsDraft:
        'Zamierzasz przywrócić jako szkic: {{label}} <1>{{title}}</1>. Czy na pewno?',
      aboutToTrash: 'Zamierzasz przenieść do kosza: {{label}} <1>{{title}}</1>. Czy na pewno?',
      createNewLabel: 'Utwórz: {{label}}',
      creatingNewLabel: 'Tworzenie: {{label}}',
      deleteLabel: 'Usuń: {{label}}',
      documentIsTrashed: 'Ten dokument ({{label}}) jest w koszu i jest tylko do odczytu.',
      editLabel: 'Edytuj: {{label}}',
      groupByLabel: 'Grupuj według: {{label}}',
      newLabel: 'Nowy element: {{label}}',
      noLabel: '<Brak: {{label}}>',
      noResults:
        'Nie znaleziono elementów ({{label}}). Być może jeszcze nie istnieją albo żaden nie pasuje do filtrów określonych powyżej.',
      noTrashResults: 'Kosz jest pusty ({{label}}).',
      selectLabel: 'Wybierz: {{label}}',
      sortByLabelDirection: 'Sortuj według: {{label}} {{direction}}',
      successfullyCreated: 'Utworzono: {{label}}.',
      successfullyDuplicated: 'Zduplikowano: {{label}}.',
      titleDeleted: 'Usunięto: {{label}} {{title}}.',
      updatedLabelSuccessfully: 'Zaktualizowano: {{label}}.',
    },
    upload: {
      sizesFor: 'Rozmiary: {{label}}',
    },
    validation: {
      fieldHasNo: 'To pole nie ma wartości: {{label}}',
    },
    version: {
      aboutToRestore: 'Zamierzasz przywrócić dokument ({{label}}) do stanu z dnia {{versionDate}}.',
      noRowsFound: 'Nie znaleziono: {{label}}',
      noRowsSelected: 'Nie wybrano: {{label}}',
    },
  },
}
