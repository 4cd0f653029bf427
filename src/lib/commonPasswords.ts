/**
 * Passwords of 12 characters or more that are among the most common in published breach lists,
 * lower-cased. Shorter common passwords need no entry: the length rule refuses them already.
 */
const LIST = `
123456789012 1234567890123 12345678901234 123456789123 1234567891011 123456123456 123123123123
111111111111 000000000000 121212121212 112233445566 098765432112 098765432109 987654321012
987654321098 123456654321 123321123321 147258369147 147852369147 159753159753 789456123789
741852963741 963852741963 102030405060 101010101010 123412341234 123451234512 666666666666
777777777777 888888888888 999999999999 222222222222 333333333333 444444444444 555555555555
qwertyuiop12 qwertyuiop123 qwertyuiopasdf qwertyuiopasdfghjkl qwertyuiopasdfghjklzxcvbnm
qwerty123456 qwerty12345678 qwertyqwerty qwertyqwerty1 qwerty123qwerty 1qaz2wsx3edc 1qaz2wsx3edc4rfv
1q2w3e4r5t6y 1q2w3e4r5t6y7u 1q2w3e4r5t6y7u8i 1q2w3e4r5t6y7u8i9o0p q1w2e3r4t5y6 q1w2e3r4t5y6u7
zaq12wsxcde3 zaq1xsw2cde3 zaq1zaq1zaq1 !qaz@wsx#edc !qaz2wsx#edc4rfv 1qazxsw23edc asdfghjkl123
asdfghjkl;' asdfghjklqwe zxcvbnm12345 zxcvbnm123456 zxcvbnmasdfg qazwsxedcrfv qazwsxedc123
abcdefghijkl abcdefghijklm abcdefghijklmnop abcdefghijklmnopqrstuvwxyz abcdefg12345 abcdef123456
abc123abc123 abc123456789 abcd12345678 abcd1234abcd a1b2c3d4e5f6 a1b2c3d4e5f6g7 1a2b3c4d5e6f
aaaaaaaaaaaa aaaaaaaaaaaaaa password1234 password12345 password123456 password123! password1234!
passwordpassword password1password password2021 password2022 password2023 password2024 password2025
passw0rd1234 p@ssw0rd1234 p@ssword1234 p@ssw0rd123! p@$$w0rd1234 mypassword123 mypassword1234
newpassword1 newpassword123 changeme1234 changemenow! changeme12345 letmein12345 letmein123456
welcome12345 welcome123456 welcome2023! welcome2024! iloveyou1234 iloveyou12345 iloveyouiloveyou
iloveyou2021 iloveyouforever iloveyoubaby iloveyoutoo! iloveyousomuch trustno1trustno1 football1234
football12345 baseball1234 basketball12 basketball123 basketball1234 soccer123456 hockey123456
superman1234 superman12345 batman123456 spiderman123 spiderman1234 starwars1234 starwars12345
pokemon12345 pokemon123456 minecraft123 minecraft1234 fortnite1234 harrypotter1 harrypotter12
harrypotter123 princess1234 princess12345 sunshine1234 sunshine12345 chocolate123 chocolate1234
butterfly123 butterfly1234 computer1234 computer12345 internet1234 whatever1234 michael12345
jennifer1234 jordan231234 liverpool123 liverpool1234 manchester12 manchesterunited chelsea12345
arsenal12345 barcelona123 barcelona1234 realmadrid12 juventus1234 dragonball12 dragon123456
monkey123456 shadow123456 master123456 qazwsx123456 killer123456 freedom12345 blink1821234
administrator administrator1 administrator123 admin1234567 admin12345678 adminadmin123 adminadminadmin
admin@123456 administrador root12345678 rootroot1234 superuser123 supervisor123 useruser1234
guest1234567 testtest1234 test12345678 testing12345 testing123456 demo12345678 default12345
123456789abc 123456789qwe 123456789qaz 123456789asd 1234567890qwe 1234567890qwerty 1234qwerasdf
1234qwer1234 1234abcd1234 12345qwert12 12345qwerty1 12345qwertyu 12qwaszx12qwaszx 123qweasdzxc
123qweasd123 qweasdzxc123 qweasdzxc1234 qweqweqweqwe asdasdasdasd zxczxczxczxc asdfasdfasdf
qwerasdfzxcv 1qa2ws3ed4rf 1qw23er45ty6 qwe123qwe123 abc123abc123abc 1234567890abc 0987654321qwe
thequickbrownfox correcthorsebatterystaple correcthorse letmeinplease opensesame123 secretpassword
supersecret1 supersecret123 mysecret1234 topsecret123 nopassword12 nopassword123 passwordpass
sweetheart12 sweetheart123 everything12 blahblahblah hellohello12 helloworld12 helloworld123
hello1234567 hellokitty12 hellokitty123 goodluck1234 happiness123 happybirthday lovelove1234
loveyou12345 lovely123456 mylove123456 babygirl1234 babygirl12345 angel1234567 princesa1234
cocacola1234 pepsipepsi12 summer123456 summer2023!! winter123456 spring123456 autumn123456
january12345 december1234 september123 november1234 october12345 august123456 qwertyuiop!!
1234567890-= !@#$%^&*()_+ !@#$%^&*()12 1!2@3#4$5%6^ 1234!@#$qwer zaq!2wsx3edc qwer!@#$asdf
microsoft123 windows12345 linux1234567 ubuntu123456 google123456 facebook1234 instagram123
youtube12345 twitter12345 linkedin1234 amazon123456 netflix12345 spotify12345 samsung12345
iphone123456 apple1234567 computer123! wordpress123 wordpress1234 shopping1234 shoppingguide
shopping-guide shopping-guide-admin shoppingguide123 shoppingguideadmin payloadcms123 payload12345
letmein!letmein 00000000000000 11111111111111 12121212121212 1111111111111111 123456789123456789
`

/** Lower-cased for a case-insensitive comparison. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/).filter((entry) => entry.length > 0),
)
